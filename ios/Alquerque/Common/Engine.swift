// The engine's Swift bindings live in a module of their own (the AlquerqueCore package, see
// ../AlquerqueCore/Package.swift). Re-exported here once, so every file of the app, and the
// tests through `@testable import Alquerque`, see its types as before.
@_exported import AlquerqueCore
