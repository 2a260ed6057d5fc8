import Foundation
import KeyboardCore

/// Reads a scenario from a parsed JSON document, checking everything and collecting every
/// problem; ``ScenarioLoader`` is the front door.
struct ScenarioDecoder {
  /// The device profile names a file may use.
  let deviceNames: [String]
  let problems: ProblemList
  let ids: IdentifierTable

  init(file: String, deviceNames: [String]) {
    self.deviceNames = deviceNames
    problems = ProblemList(file: file)
    ids = IdentifierTable(problems: problems)
  }

  /// The scenario, or `nil` when there is any problem (then ``problems`` holds them all).
  func decode(_ document: JSONValue, defaultName: String) -> Scenario? {
    let top = JSONNode(value: document, path: .root, problems: problems)
    guard let object = top.object("a scenario (a JSON object)") else { return nil }
    if let format = object.optional("format"), format.value != .number(1) {
      format.reportExpected("1, the only format version this simulator reads")
    }
    let name = object.optional("name")?.string() ?? defaultName
    let summary = object.optional("description")?.string()
    let screen = screenChoice(in: object, at: object.path)
    let settings =
      object.optional("settings")?.settingsPatch().applied(to: KeyboardSettings())
      ?? KeyboardSettings()
    let root = controller(object.required("root"), role: .windowRoot)
    let adjusters = object.optional("adjusters").map(adjusterList) ?? AdjusterChoice.recommended
    let steps = timeline(object.required("steps"), screen: screen, adjusters: adjusters)
    object.finish(as: "a scenario")
    guard problems.isEmpty, let screen, let root, let steps else { return nil }
    return Scenario(
      name: name, summary: summary, screen: screen, settings: settings, adjusters: adjusters,
      root: root, steps: steps)
  }

  /// `"device"` or `"screen"` of an object (the scenario, or a rotate step).
  func screenChoice(in object: JSONObjectReader, at path: JSONPath) -> ScreenChoice? {
    let device = object.optional("device")
    let screen = object.optional("screen")
    switch (device, screen) {
    case (let device?, nil):
      return device.choice(from: deviceNames.map { ($0, $0) }).map(ScreenChoice.device)
    case (nil, let screen?):
      return self.screen(screen).map(ScreenChoice.custom)
    case (_?, _?):
      problems.add("expected either \"device\" or \"screen\", found both", at: path)
      return nil
    case (nil, nil):
      problems.add(
        "expected a \"device\" (one of \(deviceNames.map { "\"\($0)\"" }.joined(separator: ", "))) or a \"screen\", found neither",
        at: path)
      return nil
    }
  }

  private func screen(_ node: JSONNode) -> ScenarioScreen? {
    guard let object = node.object("a screen (an object)") else { return nil }
    let size = object.required("size").size()
    let window = object.optional("window")?.rect()
    let safeArea = object.optional("safeArea")?.insets()
    let orientation = object.optional("orientation")?.choice(InterfaceOrientation.self)
    let scale = object.optional("scale")?.number(.positive)
    let statusBar = object.optional("statusBarHeight")?.number(.nonNegative)
    let keyboard = object.optional("keyboard")?.rect()
    object.finish(as: "a screen")
    guard let size else { return nil }
    return ScenarioScreen(
      size: size, windowFrame: window, safeArea: safeArea ?? .zero,
      orientation: orientation ?? .portrait, scale: scale ?? 2, statusBarHeight: statusBar ?? 0,
      keyboardFrame: keyboard)
  }

  /// An adjuster by name: a built-in short name or identifier, or `"sticky-bar"` with its view.
  func adjusterChoice(_ node: JSONNode, viewNode: JSONNode?) -> AdjusterChoice? {
    var options = AdjusterChoice.builtInNames.map { ($0.0, Optional($0.1)) }
    options += AdjusterChoice.builtInNames.map { ($0.1.rawValue, Optional($0.1)) }
    options.append(("sticky-bar", nil))
    guard let match = node.choice(from: options) else { return nil }
    if let identifier = match {
      if let viewNode { viewNode.report("only the sticky-bar adjuster takes a \"view\"") }
      return .builtIn(identifier)
    }
    guard let viewNode else {
      node.report(
        "the sticky-bar adjuster needs a \"view\": the id of the bar it keeps above the keyboard")
      return nil
    }
    guard let id = viewNode.identifier() else { return nil }
    ids.refer(to: id, expecting: .view, at: viewNode.path)
    return .stickyBar(viewID: id)
  }

  private func adjusterList(_ node: JSONNode) -> [AdjusterChoice] {
    guard let elements = node.array() else { return AdjusterChoice.recommended }
    var result: [AdjusterChoice] = []
    for element in elements {
      let choice: AdjusterChoice?
      if case .object? = element.value, let object = element.object() {
        choice = adjusterChoice(object.required("adjuster"), viewNode: object.optional("view"))
        object.finish(as: "an adjuster")
      } else {
        choice = adjusterChoice(element, viewNode: nil)
      }
      guard let choice else { continue }
      if result.contains(where: { $0.identifier == choice.identifier }) {
        element.report(
          "adjuster \"\(choice)\" is listed twice; an identifier can be registered once")
      } else {
        result.append(choice)
      }
    }
    return result
  }
}
