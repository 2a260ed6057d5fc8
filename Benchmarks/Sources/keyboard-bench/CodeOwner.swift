/// Whose code an instruction ran in.
enum CodeOwner: String, CaseIterable {
  /// KeyboardLift's modules: the core, the adjusters, the facade and the umbrella.
  case keyboardLift
  /// The headless backend: the host KeyboardLift runs on in tests and the simulator.
  case host
  /// The benchmark itself: the driver and the hand-written baseline.
  case benchmark
  /// Runtime, standard-library or Foundation code that no code above called within what
  /// callgrind collected: normally none.
  case unattributed

  /// KeyboardLift's modules, by Swift module name.
  static let keyboardLiftModules: Set<String> = [
    "KeyboardCore", "KeyboardAppearance", "KeyboardScrollAdjust", "KeyboardRootAdjust",
    "KeyboardGestureGuard", "KeyboardLiftManager", "KeyboardLift", "KeyboardUIKit",
  ]
  /// The host's modules.
  static let hostModules: Set<String> = ["KeyboardHeadless"]
  /// The benchmark's modules.
  static let benchmarkModules: Set<String> = ["KeyboardBenchScenes", "keyboard_bench"]

  /// The owner of a function from its symbol: the Swift module that declares it
  /// (`$s12KeyboardCore…` is KeyboardCore's), or `nil` for the runtime, the standard library
  /// (`$ss…`, `$sS…`, its generics specialised for our types included), Foundation, C and
  /// reabstraction thunks, whose costs are charged to their callers.
  static func of(symbol: String) -> CodeOwner? {
    guard let module = swiftModule(of: symbol) else { return nil }
    if keyboardLiftModules.contains(module) { return .keyboardLift }
    if hostModules.contains(module) { return .host }
    if benchmarkModules.contains(module) { return .benchmark }
    return nil
  }

  /// The module of a Swift symbol: the identifier after `$s` (`$s12KeyboardCore…`).
  static func swiftModule(of symbol: String) -> String? {
    guard symbol.hasPrefix("$s") else { return nil }
    let rest = symbol.dropFirst(2)
    let digits = rest.prefix(while: \.isNumber)
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }
}
