# The About page (bindings/src/about/mod.rs). $app and $engine are versions; a component is
# written "$name $version: $license" (an SPDX expression).
about-title = About
about-version = App { $app } · engine { $engine }
about-text = Alquerque (Qirkat) is the medieval board game from which draughts grew. This app plays it against you, or lets two people play on one device, with an engine written in Rust: the rules, the notation, and an AI that searches with Monte-Carlo tree search and never misses a forced win it can see.
about-public-domain = The game itself is in the public domain: its rules are centuries old.
about-inspiration-title = Inspiration
about-inspiration = Inspired by the Alquerque app by Oliver Merkel (2016), whose source code is under the MIT License: its rules page, its options and its UCT computer player were this app's starting point.
about-licences-title = Licences
about-licence-app = The app and its engine: MIT License.
about-licence-third-party = Every third-party component the app contains, with its licence:
about-platform-android = Android libraries
about-rust-crates = Rust crates compiled into the engine (from Cargo's metadata)
about-component = { $name } { $version }: { $license }
