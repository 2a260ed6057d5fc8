import Foundation
import KeyboardCore

extension ScenarioDecoder {
  /// A step that changes the controllers mid-timeline: `present` (`over`, `controller`),
  /// `dismiss` (`controller`), `push` (`navigation`, `controller`), `pop` (`navigation`). The
  /// controller a `present` or `push` brings is read like any controller of the tree, and its
  /// ids may be named by the steps after it.
  func controllerChange(_ verb: String, object: JSONObjectReader) -> ScenarioAction? {
    switch verb {
    case "present":
      let presenter = reference(object.required("over"), .controller)
      let presented = controller(object.required("controller"), role: .presented)
      guard let presenter, let presented else { return nil }
      return .present(presenterID: presenter, controller: presented)
    case "dismiss":
      return reference(object.required("controller"), .controller).map {
        .dismiss(controllerID: $0)
      }
    case "push":
      let navigation = reference(object.required("navigation"), .navigationController)
      let controllerNode = object.required("controller")
      let pushed = controller(controllerNode, role: .containerChild)
      if pushed?.kind == .navigation {
        controllerNode.report("a navigation controller cannot be pushed (UIKit refuses it)")
        return nil
      }
      guard let navigation, let pushed else { return nil }
      return .push(navigationID: navigation, controller: pushed)
    default:
      return reference(object.required("navigation"), .navigationController).map {
        .pop(navigationID: $0)
      }
    }
  }
}
