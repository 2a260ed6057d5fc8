import Foundation
import KeyboardHeadless

/// What the ids of a built scenario name: views (with their kind and label) and controllers,
/// all held weakly.
@MainActor
struct ElementRegistry {
  private struct ViewEntry {
    weak var view: HeadlessView?
    let type: String
    let label: String?
  }

  private struct ControllerEntry {
    weak var controller: HeadlessViewController?
  }

  private var views: [String: ViewEntry] = [:]
  private var controllers: [String: ControllerEntry] = [:]
  private var controllerIDs: [ObjectIdentifier: String] = [:]
  /// The declaration of each declared view, by the view's identity: a snapshot looks up every
  /// view of the window here once, instead of hashing its id again for its type and label.
  private var declarations: [ObjectIdentifier: Declaration] = [:]

  /// A view's id, type and label, as declared.
  struct Declaration {
    /// The declared view; `nil` once it is gone.
    fileprivate(set) weak var view: HeadlessView?
    /// Its id.
    let id: String
    /// Its type as the scenario names it.
    let type: String
    /// Its label, if it has one.
    let label: String?
  }

  /// Records that `view` is the element `id` of kind `type`.
  mutating func declare(_ view: HeadlessView, id: String, type: String, label: String? = nil) {
    // An id declared again names the new view only.
    if let previous = views[id]?.view { declarations[ObjectIdentifier(previous)] = nil }
    views[id] = ViewEntry(view: view, type: type, label: label)
    declarations[ObjectIdentifier(view)] = Declaration(
      view: view, id: id, type: type, label: label)
  }

  /// Records that `controller` is the element `id`.
  mutating func declare(_ controller: HeadlessViewController, id: String) {
    controllers[id] = ControllerEntry(controller: controller)
    controllerIDs[ObjectIdentifier(controller)] = id
  }

  /// The live view with `id`.
  func view(_ id: String) -> HeadlessView? { views[id]?.view }

  /// The live controller with `id`.
  func controller(_ id: String) -> HeadlessViewController? { controllers[id]?.controller }

  /// The id of a registered view (checked to be that very view, not a new one at a reused
  /// address).
  func viewID(of view: HeadlessView) -> String? {
    declaration(of: view)?.id
  }

  /// How `view` was declared, if it was (and its id names it still).
  func declaration(of view: HeadlessView) -> Declaration? {
    guard let declaration = declarations[ObjectIdentifier(view)], declaration.view === view
    else { return nil }
    return declaration
  }

  /// The id of a registered controller.
  func controllerID(of controller: AnyObject) -> String? {
    guard let id = controllerIDs[ObjectIdentifier(controller)],
      controllers[id]?.controller === controller
    else { return nil }
    return id
  }

  /// The id of every view declared, sorted.
  var declaredViewIDs: [String] { views.keys.sorted() }

  /// The id of every controller declared, sorted.
  var declaredControllerIDs: [String] { controllers.keys.sorted() }

  /// The kind a view was declared with.
  func type(of id: String) -> String? { views[id]?.type }

  /// The label a view was declared with.
  func label(of id: String) -> String? { views[id]?.label }
}
