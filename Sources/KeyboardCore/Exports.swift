// KeyboardCore's API speaks in the geometry types CGFloat, CGPoint, CGSize and CGRect, so
// `import KeyboardCore` alone is enough to write an adjuster, on Apple platforms and Linux. The
// module re-exports the one module that declares those types with their Swift members (`minX`,
// `.zero`, `==`, `Codable`, `intersection`), and nothing else:
//
// - on Apple platforms, CoreGraphics (its Swift overlay; `import Foundation` does not load it);
// - on Linux, Foundation, which declares the types itself (FoundationEssentials does not).
//
// No other module of the package re-exports anything except the umbrella `KeyboardLift`, which
// re-exports the products it bundles: every other file imports what it uses.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#else
  @_exported import Foundation
#endif
