// JVM tests of the Android app's save file (android/app/src/main/java/app/alquerque/controller/
// FileGameStore.kt): atomic writes, "no save" told from "cannot read", unreadable saves set
// aside (the newest few kept), and the one-time move of a SharedPreferences save.

package app.alquerque.test

import app.alquerque.controller.FileGameStore
import app.alquerque.controller.LegacySave
import app.alquerque.controller.SavedGame
import java.io.File
import java.io.IOException
import java.io.RandomAccessFile
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** SharedPreferences as an older version left them. */
class MemoryLegacy(var save: String?, var aside: String? = null, val failClear: Boolean = false) : LegacySave {
    var reads = 0
    override fun read(): String? = save.also { reads++ }
    override fun readSetAside(): String? = aside
    override fun clear() {
        if (failClear) throw IOException("commit failed")
        save = null
        aside = null
    }
}

class FileGameStoreTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun noFileIsNoSaveAndASaveReadsBackWithNoTemporaryFileLeft() {
        val store = FileGameStore(File(dir, "saves"))
        assertEquals(SavedGame.None, store.load())
        store.save("first")
        store.save("second é")
        assertEquals(SavedGame.Found("second é"), store.load())
        assertEquals(listOf(FileGameStore.SAVE_NAME), store.file.parentFile.list()!!.toList(), "only the save: no temporary file")
        assertEquals(SavedGame.Found("second é"), FileGameStore(File(dir, "saves")).load(), "a new process reads it")
    }

    @Test
    fun bytesThatAreNotUtf8AreUnreadableNotNoSave() {
        val store = FileGameStore(dir)
        store.file.writeBytes(byteArrayOf(0x31, 0x2E, 0xC3.toByte(), 0x28))
        val loaded = assertIs<SavedGame.Unreadable>(store.load())
        assertTrue(loaded.reason.contains("UTF-8"), loaded.reason)
    }

    @Test
    fun anIoErrorIsUnreadableNotNoSave() {
        val store = FileGameStore(dir)
        assertTrue(store.file.mkdir(), "a folder where the save should be: reading it fails")
        assertIs<SavedGame.Unreadable>(store.load())
    }

    @Test
    fun aFileBiggerThanAnySaveIsUnreadableAndNotReadIntoMemory() {
        val store = FileGameStore(dir)
        RandomAccessFile(store.file, "rw").use { it.setLength(FileGameStore.MAX_SAVE_BYTES + 1) }
        assertIs<SavedGame.Unreadable>(store.load())
    }

    @Test
    fun setAsideKeepsTheBytesAndOnlyTheNewestFew() {
        var clock = 1_700_000_000_000L
        val store = FileGameStore(dir, keepSetAside = 3, now = { clock })
        val contents = (1..5).map { byteArrayOf(0xFF.toByte(), it.toByte()) }
        for ((i, bytes) in contents.withIndex()) {
            store.file.writeBytes(bytes)
            assertIs<SavedGame.Unreadable>(store.load())
            store.setAside()
            assertFalse(store.file.exists(), "the unreadable save moved away")
            assertEquals(SavedGame.None, store.load())
            if (i % 2 == 1) clock += 1000 // two in the same millisecond get distinct names
        }
        val kept = store.setAsideFiles()
        assertEquals(3, kept.size, "the newest 3 are kept: ${kept.map { it.name }}")
        assertEquals(contents.takeLast(3).map { it.toList() }, kept.map { it.readBytes().toList() }, "oldest first, bytes as they were")
        assertTrue(kept.all { it.name.startsWith(FileGameStore.ASIDE_PREFIX) })
    }

    @Test
    fun setAsideWithoutASaveDoesNothing() {
        val store = FileGameStore(dir)
        store.setAside()
        assertTrue(store.setAsideFiles().isEmpty())
    }

    @Test
    fun anOldSaveInPreferencesMovesToTheFileOnce() {
        val legacy = MemoryLegacy("old game", aside = "old unreadable")
        val store = FileGameStore(dir, legacy)
        assertEquals(SavedGame.Found("old game"), store.load())
        assertNull(legacy.save, "cleared once in the file")
        assertEquals(listOf("old unreadable"), store.setAsideFiles().map { it.readText() })
        store.save("new game")
        legacy.save = "stale" // cannot happen, but must not replace the file's save
        assertEquals(SavedGame.Found("new game"), store.load())
    }

    @Test
    fun anOldSaveThatCannotBeMovedIsStillPlayedAndKept() {
        val notAFolder = File(dir, "saves").apply { writeText("") }
        val legacy = MemoryLegacy("old game")
        val store = FileGameStore(notAFolder, legacy)
        assertEquals(SavedGame.Found("old game"), store.load())
        assertEquals("old game", legacy.save, "not cleared: it is the only copy")
    }

    @Test
    fun aFailedClearDoesNotLoseTheMovedSave() {
        val legacy = MemoryLegacy("old game", failClear = true)
        val store = FileGameStore(dir, legacy)
        assertEquals(SavedGame.Found("old game"), store.load())
        store.save("new game")
        assertEquals(SavedGame.Found("new game"), store.load(), "the file wins over what is left in preferences")
    }
}
