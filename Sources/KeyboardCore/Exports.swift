// KeyboardCore's API speaks in the geometry types CGFloat, CGPoint, CGSize and CGRect, so
// `import KeyboardCore` alone is enough to write an adjuster, on Apple platforms and Linux.
//
// On Apple platforms those types' Swift members (`minX`, `.zero`, `==`, `Codable`,
// `intersection`) come from the CoreGraphics overlay, which `import Foundation` does not load;
// on Linux, Foundation declares the types and their members itself.
@_exported import Foundation

#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
