// The saved session as a file, written atomically, with the saves that could not be read kept
// aside. Plain java.io/java.nio (no Android import): tests/android runs it on the JVM.

package app.alquerque.controller

import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.nio.ByteBuffer
import java.nio.channels.FileChannel
import java.nio.charset.CharacterCodingException
import java.nio.charset.CodingErrorAction
import java.nio.file.Files
import java.nio.file.StandardCopyOption
import java.nio.file.StandardOpenOption
import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone

/**
 * A save kept by an earlier version of the app somewhere else (SharedPreferences on Android),
 * moved into the [FileGameStore] once and then cleared.
 */
interface LegacySave {
    /** The old save, or null if there is none. */
    fun read(): String?

    /** A save the old version could not read and kept apart, or null. */
    fun readSetAside(): String?

    /**
     * Forgets both, for good (called once they are safely in files).
     * @throws java.io.IOException if it could not: they are moved again next time, but the
     *   save file, once written, always wins over the old save.
     */
    fun clear()
}

/**
 * Keeps the session in `dir/session.txt`.
 *
 * - [save] writes a temporary file in the same folder, flushes it to the disk (fsync) and renames
 *   it over the old save: a kill or a power cut at any moment leaves either the old save or the
 *   new one, never a mix, and a move is on the disk when [save] returns.
 * - [load] tells "no save" from "a save that cannot be read" (an I/O error, bytes that are not
 *   UTF-8, a file bigger than any game), so an unreadable save is never taken for a first launch.
 * - [setAside] renames the save to `unreadable-<UTC time>-<n>.txt` in the same folder, keeping
 *   its bytes as they were for a later version (or a person) to read, and deletes all but the
 *   newest [keepSetAside] of those. If it cannot, [save] refuses to write over the unreadable
 *   save for as long as this store lives.
 *
 * Not thread-safe: the controller calls [load] and [setAside] from its loading thread before
 * it makes any change, and [save] from its own thread afterwards, never at the same time.
 *
 * @param dir the folder of the save (the app's files dir); made if missing.
 * @param legacy an older save to move here once, if there is no save file yet.
 * @param keepSetAside how many set-aside saves to keep (the newest); at least 1.
 * @param now the wall clock, for the set-aside names.
 */
class FileGameStore(
    private val dir: File,
    private val legacy: LegacySave? = null,
    private val keepSetAside: Int = KEEP_SET_ASIDE,
    private val now: () -> Long = System::currentTimeMillis,
) : GameStore {
    init {
        require(keepSetAside >= 1) { "keepSetAside must be at least 1" }
    }

    /** The save file. */
    val file: File get() = File(dir, SAVE_NAME)

    /** Set when an unreadable save could not be set aside: [save] must not replace it. */
    private var unreadableInPlace = false

    override fun load(): SavedGame {
        migrate()?.let { return SavedGame.Found(it) }
        val bytes = try {
            if (!file.exists()) return SavedGame.None
            val size = file.length()
            if (size > MAX_SAVE_BYTES) {
                return SavedGame.Unreadable("the save is $size bytes, more than any game")
            }
            Files.readAllBytes(file.toPath())
        } catch (e: IOException) {
            return SavedGame.Unreadable(e.message ?: e.javaClass.simpleName)
        } catch (e: SecurityException) {
            return SavedGame.Unreadable(e.message ?: e.javaClass.simpleName)
        }
        return try {
            SavedGame.Found(strictUtf8(bytes))
        } catch (e: CharacterCodingException) {
            SavedGame.Unreadable("the save is not UTF-8 text")
        }
    }

    override fun save(saved: String) {
        if (unreadableInPlace) {
            throw IOException("the unreadable save in ${file.name} could not be set aside and is not replaced")
        }
        writeAtomically(file, saved.toByteArray(Charsets.UTF_8))
    }

    override fun setAside() {
        if (!file.exists()) return
        try {
            Files.move(file.toPath(), freeSetAsideName().toPath(), StandardCopyOption.ATOMIC_MOVE)
        } catch (e: IOException) {
            unreadableInPlace = true
            throw e
        }
        syncDir()
        prune()
    }

    /** The set-aside saves, oldest first. */
    fun setAsideFiles(): List<File> =
        (dir.listFiles { f -> f.name.startsWith(ASIDE_PREFIX) && f.name.endsWith(ASIDE_SUFFIX) } ?: emptyArray())
            .sortedBy { it.name }

    /**
     * Moves a [legacy] save into files, once. If it cannot be written, it stays where it was and
     * is returned, to be played on (the next [save] writes the file).
     */
    private fun migrate(): String? {
        val old = legacy ?: return null
        var text: String? = null
        try {
            text = old.read()
            val aside = old.readSetAside()
            if (text == null && aside == null) return null
            if (text != null && !file.exists()) writeAtomically(file, text.toByteArray(Charsets.UTF_8))
            if (aside != null) {
                writeAtomically(freeSetAsideName(), aside.toByteArray(Charsets.UTF_8))
                prune()
            }
            old.clear()
            return null
        } catch (e: IOException) {
            return text?.takeUnless { file.exists() }
        }
    }

    private fun writeAtomically(target: File, bytes: ByteArray) {
        if (!dir.isDirectory && !dir.mkdirs()) throw IOException("cannot make the folder ${dir.name}")
        val temp = File(dir, target.name + ".tmp")
        try {
            FileOutputStream(temp).use { out ->
                out.write(bytes)
                out.flush()
                out.fd.sync()
            }
            Files.move(temp.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING)
        } catch (e: IOException) {
            temp.delete()
            throw e
        }
        syncDir()
    }

    /** Makes a rename durable where the system allows a folder to be synced (Linux, Android). */
    private fun syncDir() {
        try {
            FileChannel.open(dir.toPath(), StandardOpenOption.READ).use { it.force(true) }
        } catch (e: IOException) {
            // Not supported here: the rename is still atomic, just not yet flushed.
        }
    }

    /** `unreadable-<UTC time>-<n>.txt` that does not exist yet; names sort oldest first. */
    private fun freeSetAsideName(): File {
        val format = SimpleDateFormat("yyyyMMdd-HHmmss-SSS", Locale.ROOT).apply { timeZone = TimeZone.getTimeZone("UTC") }
        val stamp = format.format(Date(now()))
        for (n in 0 until 1000) {
            val candidate = File(dir, "$ASIDE_PREFIX$stamp-${n.toString().padStart(3, '0')}$ASIDE_SUFFIX")
            if (!candidate.exists()) return candidate
        }
        throw IOException("no free name for the set-aside save")
    }

    /** Deletes all but the newest [keepSetAside] set-aside saves. */
    private fun prune() {
        val all = setAsideFiles()
        all.take((all.size - keepSetAside).coerceAtLeast(0)).forEach { it.delete() }
    }

    companion object {
        /** The save's file name in its folder. */
        const val SAVE_NAME = "session.txt"
        const val ASIDE_PREFIX = "unreadable-"
        const val ASIDE_SUFFIX = ".txt"
        /** Set-aside saves kept by default: the newest five. */
        const val KEEP_SET_ASIDE = 5
        /**
         * A save holds at most a game record (bounded to 1 MiB by the engine) with its options
         * and the moves redo can replay: anything bigger is not a save, and reading it all
         * could exhaust memory.
         */
        const val MAX_SAVE_BYTES = 4L * 1024 * 1024

        /** [bytes] as UTF-8, refusing malformed input rather than replacing it. */
        fun strictUtf8(bytes: ByteArray): String =
            Charsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes))
                .toString()
    }
}
