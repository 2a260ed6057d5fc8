import Foundation
import KeyboardCore
import KeyboardHeadless
import Testing

/// Behavior.md §5 as a table: field mode, controller kind, global switch and class lists.
@MainActor
@Suite struct EnableResolutionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var mode: EnableMode = .default
    var controllerClassNames: [String]? = []  // nil: the field is in no controller
    var isEnabled: Bool
    var enabledClasses: [ControllerClass] = []
    var disabledClasses: [ControllerClass] = KeyboardSettings().disabledDistanceHandlingClasses
    var expected: Bool
    var testDescription: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "enabled mode wins over a disabled manager", mode: .enabled, isEnabled: false,
      expected: true),
    Case(
      name: "disabled mode wins over an enabled manager", mode: .disabled, isEnabled: true,
      expected: false),
    Case(
      name: "enabled mode wins in a table view controller", mode: .enabled,
      controllerClassNames: ["UITableViewController"], isEnabled: true, expected: true),
    Case(
      name: "no controller: global on", controllerClassNames: nil, isEnabled: true, expected: true),
    Case(
      name: "no controller: global off", controllerClassNames: nil, isEnabled: false,
      expected: false),
    Case(name: "plain controller: global on", isEnabled: true, expected: true),
    Case(name: "plain controller: global off", isEnabled: false, expected: false),
    Case(
      name: "table view controller is disabled by default",
      controllerClassNames: ["UITableViewController"], isEnabled: true, expected: false),
    Case(
      name: "a subclass of a disabled class is disabled",
      controllerClassNames: ["MyTable", "UITableViewController"], isEnabled: true, expected: false),
    Case(
      name: "input view controller is disabled by default",
      controllerClassNames: ["UIInputViewController"], isEnabled: true, expected: false),
    Case(
      name: "an enabled class turns it on while global is off", controllerClassNames: ["Checkout"],
      isEnabled: false, enabledClasses: [ControllerClass(name: "Checkout")], expected: true),
    Case(
      name: "the disabled list wins over the enabled list", controllerClassNames: ["Checkout"],
      isEnabled: false, enabledClasses: [ControllerClass(name: "Checkout")],
      disabledClasses: [ControllerClass(name: "Checkout")], expected: false),
    Case(
      name: "an empty disabled list lets a table view controller through",
      controllerClassNames: ["UITableViewController"], isEnabled: true, disabledClasses: [],
      expected: true),
  ]

  @Test(arguments: cases)
  func decides(_ testCase: Case) {
    let field = HeadlessTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    field.keyboard.enableMode = testCase.mode
    var controller: HeadlessViewController?
    if let names = testCase.controllerClassNames {
      controller = HeadlessViewController(classNames: names)
      controller?.view.addSubview(field)
    }
    let settings = KeyboardSettings(
      isEnabled: testCase.isEnabled, disabledDistanceHandlingClasses: testCase.disabledClasses,
      enabledDistanceHandlingClasses: testCase.enabledClasses)
    let decision = EnableResolution.decide(for: field, settings: settings)
    #expect(decision.isEnabled == testCase.expected, "\(decision.reason)")
    #expect(!decision.reason.isEmpty)
    withExtendedLifetime(controller) {}
  }
}
