@_exported import KeyboardAppearance
@_exported import KeyboardCore
@_exported import KeyboardGestureGuard
@_exported import KeyboardRootAdjust
@_exported import KeyboardScrollAdjust
