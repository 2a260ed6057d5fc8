import Foundation
import KeyboardCore

/// Where a controller sits, which decides the fields it may have.
enum ControllerRole {
  /// The window's root controller.
  case windowRoot
  /// In a navigation stack or a tab bar.
  case containerChild
  /// A child of a plain controller, embedded in one of the parent's views (listed).
  case embedded(parentViewIDs: Set<String>)
  /// Presented over another controller.
  case presented
}

extension ScenarioDecoder {
  /// A controller and everything under it.
  func controller(_ node: JSONNode, role: ControllerRole)
    -> ScenarioController?
  {
    guard let object = node.object("a controller (an object)") else { return nil }
    let id = object.required("id").identifier()
    let kind = object.required("type").choice(ScenarioController.Kind.self)
    guard let kind else { return nil }
    if let id { ids.declare(id, as: .controller(kind), at: object.path.appending("id")) }
    var result = ScenarioController(id: id ?? "", kind: kind)
    result.className = object.optional("class")?.identifier()
    result.superclassNames = object.optional("superclasses")?.strings() ?? []
    result.embedding = embedding(in: object, role: role)

    switch kind {
    case .plain, .tableViewController:
      result.view = rootView(object.required("view"), of: kind)
      let viewIDs = Set(result.view?.allViews.map(\.id) ?? [])
      result.children =
        object.optional("children")?.array()?.compactMap {
          controller($0, role: .embedded(parentViewIDs: viewIDs))
        } ?? []
    case .navigation:
      result.children = nonEmptyControllers(object.required("controllers"), what: "its stack")
      result.isNavigationBarHidden = object.optional("navigationBarHidden")?.bool() ?? false
      result.navigationBarHeight =
        object.optional("navigationBarHeight")?.navigationBarHeight() ?? .standard
    case .tabBar:
      let tabs = object.required("tabs")
      result.children = nonEmptyControllers(tabs, what: "its tabs")
      if let selected = object.optional("selected"), let index = selected.integer(),
        case .array(let tabList)? = tabs.value
      {
        if index < tabList.count {
          result.selectedIndex = index
        } else {
          selected.reportExpected("the index of one of the \(tabList.count) tabs (from 0)")
        }
      }
    case .split:
      let primary = controller(object.required("primary"), role: .containerChild)
      let secondary = controller(object.required("secondary"), role: .containerChild)
      result.children = [primary, secondary].compactMap { $0 }
      result.primaryColumnWidth = object.optional("primaryColumnWidth")?.number(.nonNegative)
    case .alert:
      guard case .presented = role else {
        node.report("an alert can only be presented: put it in another controller's \"presents\"")
        return nil
      }
      result.alertTextFields =
        object.required("textFields").array()?.compactMap(alertTextField) ?? []
    }
    result.presented =
      object.optional("presents")?.array()?.compactMap {
        controller($0, role: .presented)
      } ?? []
    object.finish(as: "a \(kind.rawValue) controller")
    return result
  }

  private func nonEmptyControllers(_ node: JSONNode, what: String) -> [ScenarioController] {
    guard let elements = node.array() else { return [] }
    if elements.isEmpty { node.reportExpected("at least one controller in \(what)") }
    return elements.compactMap { controller($0, role: .containerChild) }
  }

  private func embedding(in object: JSONObjectReader, role: ControllerRole)
    -> ScenarioController.Embedding?
  {
    guard case .embedded(let parentViewIDs) = role else { return nil }
    guard let embed = object.required("embed").object("an embedding {\"frame\", \"in\"}") else {
      return nil
    }
    let frame = embed.required("frame").rect()
    var containerID: String?
    if let container = embed.optional("in"), let id = container.identifier() {
      if parentViewIDs.contains(id) {
        containerID = id
      } else {
        container.reportExpected("the id of a view of the parent controller")
      }
    }
    embed.finish(as: "an embedding")
    return frame.map { ScenarioController.Embedding(containerID: containerID, frame: $0) }
  }

  private func rootView(_ node: JSONNode, of kind: ScenarioController.Kind) -> ScenarioView? {
    guard let view = view(node, context: .controllerRoot) else { return nil }
    if kind == .tableViewController, case .tableView = view.kind {
    } else if kind == .tableViewController {
      node.report(
        "a tableViewController's view must be of type \"tableView\", found \"\(view.kind.typeName)\""
      )
    }
    return view
  }

  private func alertTextField(_ node: JSONNode) -> ScenarioView? {
    guard let object = node.object("an alert text field {\"id\"}") else { return nil }
    let id = object.required("id").identifier()
    let label = object.optional("label")?.string()
    let patch = object.optional("keyboard")?.viewSettingsPatch(scrollable: false)
    object.finish(as: "an alert text field")
    guard let id else { return nil }
    ids.declare(
      id, as: .view(typeName: "textField", isTextInput: true), at: object.path.appending("id"))
    return ScenarioView(
      id: id, kind: .textField(TextInputSpec()), placement: .arranged(length: 30),
      settings: patch?.applied(to: .default) ?? .default, label: label)
  }
}
