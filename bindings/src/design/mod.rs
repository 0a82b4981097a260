//! The one visual language of both phones: the palette in four themes (`palette.rs`), the
//! board's sizes and the type scale (`spec.rs`), contrast as WCAG measures it and the tests
//! that hold the palette to it (`contrast.rs`), and the resource files written from them for
//! what the platforms read before any code runs (`resources.rs`: Android's colours and text
//! sizes, iOS's accent colour). It knows no screen; the board builds on it.

pub(crate) mod contrast;
pub(crate) mod palette;
#[cfg(any(test, feature = "cli"))]
pub mod resources;
pub(crate) mod spec;
