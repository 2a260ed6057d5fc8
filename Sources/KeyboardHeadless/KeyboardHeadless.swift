// KeyboardHeadless: the in-memory backend of KeyboardLift.
//
// It implements KeyboardCore's host protocols with UIKit's geometry (frame and bounds, scroll
// offsets, `convert(_:to:)`, safe areas, layout margins, navigation and tab bars, cells, stack
// views), a scripted keyboard, a focus system and manual time. It is the default backend
// everywhere except on an iOS device, the way `EmbeddedChannel` is for SwiftNIO.
//
// The module re-exports nothing: a test that names KeyboardCore's types (settings, events, the
// host protocols) imports KeyboardCore next to KeyboardHeadless.
