// `import KeyboardLift` is enough for an app: it re-exports the core (and with it Foundation,
// whose geometry types the whole API speaks) and the built-in adjusters.
@_exported import KeyboardAppearance
@_exported import KeyboardCore
@_exported import KeyboardGestureGuard
@_exported import KeyboardRootAdjust
@_exported import KeyboardScrollAdjust
