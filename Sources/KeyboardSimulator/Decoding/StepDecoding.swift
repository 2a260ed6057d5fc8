import Foundation
import KeyboardCore

/// What the timeline has set up so far, for checks that depend on earlier steps.
private struct TimelineState {
  var screen: ScreenChoice?
  var registered: [AdjusterIdentifier]
}

extension ScenarioDecoder {
  /// The step verbs a file may use in `do`.
  static let verbs = [
    "focus", "tap", "blur", "showKeyboard", "changeKeyboard", "hideKeyboard", "postNotification",
    "rotate", "resizeWindow", "present", "dismiss", "push", "pop", "beginPop", "cancelPop",
    "finishPop", "changeSettings",
    "changeViewSettings",
    "register", "unregister", "advance", "deallocate", "setFrame", "setContentOffset",
    "reloadLayout",
  ]

  /// ``verbs`` as the choices of `do`, each mapped to itself: made once, not at every step
  /// (making and releasing the list cost ≈ 5k instructions a step).
  static let verbChoices = verbs.map { ($0, $0) }

  /// The view types that are scroll views.
  static let scrollViewTypes = ["scrollView", "tableView", "collectionView", "textView"]

  /// The timeline.
  func timeline(_ node: JSONNode, screen: ScreenChoice?, adjusters: [AdjusterChoice])
    -> [ScenarioStep]?
  {
    guard let elements = node.array() else { return nil }
    var state = TimelineState(screen: screen, registered: adjusters.map(\.identifier))
    var steps: [ScenarioStep] = []
    for (index, element) in elements.enumerated() {
      if let step = step(element, number: index + 1, state: &state) { steps.append(step) }
    }
    return steps
  }

  private func step(_ node: JSONNode, number: Int, state: inout TimelineState) -> ScenarioStep? {
    guard let object = node.object("a step {\"do\", …}") else { return nil }
    let id = object.optional("id")?.identifier() ?? String(number)
    let note = object.optional("note")?.string()
    guard let verb = object.required("do").choice(from: Self.verbChoices) else {
      return nil
    }
    let action = action(verb, object: object, state: &state)
    object.finish(as: "a \"\(verb)\" step")
    return action.map { ScenarioStep(id: id, note: note, action: $0) }
  }

  private func action(_ verb: String, object: JSONObjectReader, state: inout TimelineState)
    -> ScenarioAction?
  {
    switch verb {
    case "focus":
      return reference(object.required("field"), .textInput).map { .focus(inputID: $0) }
    case "tap":
      return reference(object.required("field"), .textInput).map { .tap(inputID: $0) }
    case "blur":
      guard let field = object.optional("field") else { return .blur(inputID: nil) }
      return reference(field, .textInput).map { .blur(inputID: $0) }
    case "showKeyboard", "changeKeyboard", "hideKeyboard":
      let phase: KeyboardMotion.Phase =
        verb == "showKeyboard" ? .show : verb == "changeKeyboard" ? .change : .hide
      return keyboardMotion(phase, object: object, screen: state.screen).map(
        ScenarioAction.keyboard)
    case "postNotification":
      return rawNotification(object).map(ScenarioAction.notification)
    case "rotate":
      let screen = screenChoice(in: object, at: object.path)
      if let screen { state.screen = screen }
      return screen.map(ScenarioAction.rotate)
    case "resizeWindow":
      return windowResize(object, screen: state.screen).map(ScenarioAction.resizeWindow)
    case "present", "dismiss", "push", "pop":
      return controllerChange(verb, object: object)
    case "beginPop", "cancelPop", "finishPop":
      let phase: InteractivePopPhase =
        verb == "beginPop" ? .began : verb == "cancelPop" ? .cancelled : .completed
      return reference(object.required("navigation"), .navigationController)
        .map { .interactivePop(navigationID: $0, phase: phase) }
    case "changeSettings":
      return .changeSettings(object.required("settings").settingsPatch())
    case "changeViewSettings":
      guard let viewID = reference(object.required("view"), .view) else { return nil }
      let scrollable: Bool
      if case .view(let typeName, _)? = ids.element(for: viewID) {
        scrollable = Self.scrollViewTypes.contains(typeName)
      } else {
        scrollable = true
      }
      let patch = object.required("keyboard").viewSettingsPatch(scrollable: scrollable)
      return .changeViewSettings(viewID: viewID, patch: patch)
    case "register", "unregister":
      return registration(verb == "register", object: object, state: &state)
    case "advance":
      return object.required("seconds").number(.nonNegative).map { .advance(seconds: Double($0)) }
    case "deallocate":
      return reference(object.required("view"), .view).map { .deallocate(viewID: $0) }
    case "setFrame":
      let viewID = reference(object.required("view"), .view)
      let frame = object.required("frame").rect()
      guard let viewID, let frame else { return nil }
      return .setFrame(viewID: viewID, frame: frame)
    case "setContentOffset":
      let viewID = reference(object.required("view"), .scrollView)
      let offset = object.required("offset").point()
      let animated = object.optional("animated")?.bool() ?? false
      guard let viewID, let offset else { return nil }
      return .setContentOffset(viewID: viewID, offset: offset, animated: animated)
    default:
      return .reloadLayout
    }
  }

  /// The id at `node`, checked to name what `expectation` accepts.
  func reference(_ node: JSONNode, _ expectation: IdentifierTable.Expectation) -> String? {
    guard let id = node.identifier() else { return nil }
    ids.refer(to: id, expecting: expectation, at: node.path)
    return id
  }

  private func keyboardMotion(
    _ phase: KeyboardMotion.Phase, object: JSONObjectReader, screen: ScreenChoice?
  ) -> KeyboardMotion? {
    var motion = KeyboardMotion(phase: phase)
    if let frame = object.optional("frame") {
      if frame.value == .string("profile") {
        motion.frame = .profile
      } else if case .object? = frame.value, let rect = frame.rect() {
        motion.frame = .explicit(rect)
      } else if case .object? = frame.value {
        return nil
      } else {
        frame.reportExpected("\"profile\" or a rectangle {\"x\", \"y\", \"width\", \"height\"}")
        return nil
      }
    }
    if motion.frame == .profile, case .custom(let custom)? = screen, custom.keyboardFrame == nil {
      problems.add(
        "expected a \"frame\": the screen in force has no \"keyboard\" frame for \"profile\" to use",
        at: object.path)
      return nil
    }
    if let duration = object.optional("duration")?.number(.nonNegative) {
      motion.duration = Double(duration)
    }
    if let curve = object.optional("curve")?.integer() { motion.curve = curve }
    return motion
  }

  private func rawNotification(_ object: JSONObjectReader) -> RawKeyboardNotification? {
    let names: [(String, KeyboardNotificationName)] =
      KeyboardNotificationName.allCases.map { ("\($0)", $0) }
      + KeyboardNotificationName.allCases.map { ($0.rawValue, $0) }
    let name = object.required("name").choice(from: names)
    var notification = RawKeyboardNotification(name: name ?? .willShow)
    notification.beginFrame = object.optional("beginFrame")?.rect(allowingNegativeSize: true)
    notification.endFrame = object.optional("endFrame")?.rect(allowingNegativeSize: true)
    notification.duration = object.optional("duration")?.number(.nonNegative).map(Double.init)
    notification.curve = object.optional("curve")?.integer()
    notification.isLocal = object.optional("isLocal")?.bool()
    return name == nil ? nil : notification
  }

  private func registration(
    _ isRegister: Bool, object: JSONObjectReader, state: inout TimelineState
  )
    -> ScenarioAction?
  {
    let adjusterNode = object.required("adjuster")
    let viewNode = isRegister ? object.optional("view") : nil
    let choice: AdjusterChoice?
    if !isRegister, adjusterNode.value == .string("sticky-bar") {
      choice = .stickyBar(viewID: "")  // unregistering names the adjuster, not its bar
    } else {
      choice = adjusterChoice(adjusterNode, viewNode: viewNode)
    }
    guard let choice else { return nil }
    let id = choice.identifier
    if isRegister {
      if state.registered.contains(id) {
        adjusterNode.report("adjuster \"\(choice)\" is already registered at this step")
        return nil
      }
      state.registered.append(id)
      return .register(choice)
    }
    guard state.registered.contains(id) else {
      adjusterNode.report("adjuster \"\(choice)\" is not registered at this step")
      return nil
    }
    state.registered.removeAll { $0 == id }
    return .unregister(choice)
  }
}
