// Screenshots of the real screens and their comparison with the committed reference images:
// any change of what the app draws shows up as a failed comparison with a diff image, to be
// looked at and, if wanted, accepted by rewriting the references (--update-screenshots).

package app.alquerque.robolectric

import app.alquerque.test.*
import android.graphics.Bitmap
import android.graphics.Rect
import app.alquerque.common.app
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO
import kotlin.math.abs
import kotlin.math.max

/** Pixels in ARGB, row by row. */
class Pixels(val width: Int, val height: Int, val argb: IntArray) {
    init {
        require(argb.size == width * height) { "$width x $height needs ${width * height} pixels, not ${argb.size}" }
    }

    operator fun get(x: Int, y: Int): Int = argb[y * width + x]

    companion object {
        fun of(bitmap: Bitmap): Pixels {
            val argb = IntArray(bitmap.width * bitmap.height)
            bitmap.getPixels(argb, 0, bitmap.width, 0, 0, bitmap.width, bitmap.height)
            return Pixels(bitmap.width, bitmap.height, argb)
        }

        fun read(file: File): Pixels {
            val image = ImageIO.read(file) ?: throw IllegalArgumentException("$file is not an image")
            return Pixels(image.width, image.height, image.getRGB(0, 0, image.width, image.height, null, 0, image.width))
        }
    }

    /** Writes an opaque PNG (the screens are opaque; no alpha keeps the files small). */
    fun write(file: File) {
        file.parentFile.mkdirs()
        val image = BufferedImage(width, height, BufferedImage.TYPE_INT_RGB)
        image.setRGB(0, 0, width, height, argb, 0, width)
        check(ImageIO.write(image, "png", file)) { "no PNG writer" }
    }
}

/** How two images differ. [diff] shows the reference faded, each differing pixel in red. */
class Difference(val differing: Int, val total: Int, val largest: Int, val diff: Pixels?) {
    val fraction: Double get() = differing.toDouble() / total
}

/**
 * The comparison: a pixel differs when one of its colour channels is off by more than
 * [channelTolerance] (anti-aliasing and rounding stay under it); two images match when at most
 * [maxFraction] of their pixels differ. Pixels inside [ignore] (regions whose text depends on
 * time, e.g. the search's running count) are not compared. Images of different sizes differ.
 */
class ImageComparison(val channelTolerance: Int = 24, val maxFraction: Double = 0.0002) {
    fun compare(reference: Pixels, actual: Pixels, ignore: List<Rect> = emptyList()): Difference {
        if (reference.width != actual.width || reference.height != actual.height) {
            return Difference(max(reference.argb.size, actual.argb.size), max(reference.argb.size, actual.argb.size), 255, null)
        }
        val diff = IntArray(reference.argb.size)
        var differing = 0
        var largest = 0
        var compared = 0
        for (y in 0 until reference.height) {
            for (x in 0 until reference.width) {
                val i = y * reference.width + x
                val r = reference.argb[i]
                if (ignore.any { it.contains(x, y) }) {
                    diff[i] = 0xFF808080.toInt()
                    continue
                }
                compared++
                val a = actual.argb[i]
                val d = maxOf(
                    abs((r shr 16 and 0xFF) - (a shr 16 and 0xFF)),
                    abs((r shr 8 and 0xFF) - (a shr 8 and 0xFF)),
                    abs((r and 0xFF) - (a and 0xFF)),
                )
                largest = max(largest, d)
                if (d > channelTolerance) {
                    differing++
                    diff[i] = 0xFFFF0000.toInt()
                } else {
                    // The reference, faded to a light grey, for orientation.
                    val grey = ((r shr 16 and 0xFF) * 3 + (r shr 8 and 0xFF) * 6 + (r and 0xFF)) / 10
                    val light = 200 + grey * 55 / 255
                    diff[i] = (0xFF shl 24) or (light shl 16) or (light shl 8) or light
                }
            }
        }
        return Difference(differing, max(compared, 1), largest, Pixels(reference.width, reference.height, diff))
    }

    fun matches(d: Difference): Boolean = d.diff != null && d.fraction <= maxFraction
}

/**
 * Where the screenshots go (target/screenshots/android), where the references are
 * (tests/android/screenshots), and whether to rewrite them: set by tests/android/robolectric/run.
 */
object Screenshots {
    private val out = File(System.getProperty("alquerque.screenshots.out") ?: "target/screenshots/android")
    private val references = File(System.getProperty("alquerque.screenshots.reference") ?: "tests/android/screenshots")
    val updating: Boolean = System.getProperty("alquerque.screenshots.update", "0") in setOf("1", "true", "yes")
    private val comparison = ImageComparison()

    /**
     * Writes [bitmap] as [name].png and compares it with the reference of that name (or writes
     * the reference when updating). Returns null when it matches, else what is wrong.
     */
    fun check(name: String, bitmap: Bitmap, ignore: List<Rect> = emptyList()): String? {
        val actual = Pixels.of(bitmap)
        val file = File(out, "$name.png")
        actual.write(file)
        val reference = File(references, "$name.png")
        File(out, "diff/$name.png").delete()
        if (updating) {
            reference.parentFile.mkdirs()
            file.copyTo(reference, overwrite = true)
            return null
        }
        if (!reference.exists()) {
            return "$name: no reference image $reference (run with --update-screenshots to write it, then look at it)"
        }
        val expected = Pixels.read(reference)
        val d = comparison.compare(expected, actual, ignore)
        if (comparison.matches(d)) return null
        if (d.diff == null) {
            return "$name: ${actual.width}x${actual.height}, the reference is ${expected.width}x${expected.height}"
        }
        val diffFile = File(out, "diff/$name.png")
        d.diff.write(diffFile)
        return String.format(
            "%s: %d pixels (%.3f%%) differ from the reference, by up to %d; see %s",
            name, d.differing, d.fraction * 100, d.largest, diffFile,
        )
    }
}
