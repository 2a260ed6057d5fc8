// The simulator speaks KeyboardLift's types (settings, explanations, adjuster identifiers).
@_exported import KeyboardLift
