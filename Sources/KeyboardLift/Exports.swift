// `import KeyboardLift` is enough for an app: it re-exports the core and the built-in adjusters,
// and Foundation, whose geometry types (CGFloat, CGPoint, CGRect) the whole API speaks — on
// Linux they live in Foundation, and without this an adjuster written against KeyboardLift could
// not even name them.
@_exported import Foundation
@_exported import KeyboardAppearance
@_exported import KeyboardCore
@_exported import KeyboardGestureGuard
@_exported import KeyboardRootAdjust
@_exported import KeyboardScrollAdjust
