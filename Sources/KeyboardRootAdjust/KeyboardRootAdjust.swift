@_exported import KeyboardCore
