//! The UniFFI bindings generator, built from this crate so its version always matches the
//! scaffolding: `cargo run -p alquerque-bindings --bin uniffi-bindgen -- generate --library …`.

fn main() {
    uniffi::uniffi_bindgen_main()
}
