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
  private var viewIDs: [ObjectIdentifier: String] = [:]

  /// Records that `view` is the element `id` of kind `type`.
  mutating func declare(_ view: HeadlessView, id: String, type: String, label: String? = nil) {
    views[id] = ViewEntry(view: view, type: type, label: label)
    viewIDs[ObjectIdentifier(view)] = id
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
    guard let id = viewIDs[ObjectIdentifier(view)], views[id]?.view === view else { return nil }
    return id
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
