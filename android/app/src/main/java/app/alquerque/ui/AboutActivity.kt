package app.alquerque.ui

import android.app.Activity
import android.os.Bundle
import android.view.MenuItem
import android.widget.TextView
import app.alquerque.R
import app.alquerque.core.engineVersion

/** Who made the app, what inspired it, and the licences of the code it contains. */
class AboutActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_about)
        actionBar?.setDisplayHomeAsUpEnabled(true)
        val version = packageManager.getPackageInfo(packageName, 0).versionName ?: "?"
        findViewById<TextView>(R.id.about_version).text =
            getString(R.string.about_version, version, engineVersion())
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean {
        if (item.itemId == android.R.id.home) {
            finish()
            return true
        }
        return super.onOptionsItemSelected(item)
    }
}
