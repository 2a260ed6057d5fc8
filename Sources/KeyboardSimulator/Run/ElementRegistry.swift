import Foundation
import KeyboardHeadless

/// What the ids of a built scenario name: views (with their kind and label) and controllers,
/// all held weakly.
@MainActor
struct ElementRegistry {
  // The entries are classes, as ``Declaration`` is: a look-up copies the entry out of its
  // dictionary, and a structure holding a weak reference is copied through the runtime's
  // weak-reference copy (≈ 1k instructions; every step reads the scroll views and the
  // controllers by id, in both worlds).
  private final class ViewEntry {
    weak var view: HeadlessView?
    let type: String
    let label: String?
    let isScrollView: Bool

    init(view: HeadlessView, type: String, label: String?, isScrollView: Bool) {
      self.view = view
      self.type = type
      self.label = label
      self.isScrollView = isScrollView
    }
  }

  private final class ControllerEntry {
    weak var controller: HeadlessViewController?

    init(controller: HeadlessViewController) { self.controller = controller }
  }

  private var views: [String: ViewEntry] = [:]
  private var controllers: [String: ControllerEntry] = [:]
  private var controllerIDs: [ObjectIdentifier: String] = [:]
  /// The declaration of each declared view, by the view's identity: a snapshot looks up every
  /// view of the window here once, instead of hashing its id again for its type and label.
  private var declarations: [ObjectIdentifier: Declaration] = [:]
  /// The id of every view declared as a scroll view, sorted: kept so as views are declared,
  /// since every step's world reading reads the scroll views, a few of the hundred views of a
  /// fuzzer's scenario (looking every declared id up to find them cost ≈ 5 % of a fuzz run).
  private(set) var declaredScrollViewIDs: [String] = []
  /// The id of every controller declared, sorted (kept so as controllers are declared).
  private(set) var declaredControllerIDs: [String] = []

  /// How many views are declared (live or gone): as many elements as a snapshot can hold.
  var declaredViewCount: Int { declarations.count }

  /// A view's id, type and label, as declared.
  ///
  /// A class: a snapshot hands one on for every view of the window, and copying a structure
  /// that holds a weak reference costs the runtime's weak-reference copy (≈ 1.2k instructions a
  /// view, with the optional's copies) where a class costs a retain.
  final class Declaration {
    /// The declared view; `nil` once it is gone.
    private(set) weak var view: HeadlessView?
    /// Its id.
    let id: String
    /// Its type as the scenario names it.
    let type: String
    /// Its label, if it has one.
    let label: String?
    /// Whether the view can be focused (a view's class never changes: asked once here rather
    /// than with `is any HeadlessTextInput`, ≈ 420 instructions, at every snapshot).
    let isTextInput: Bool

    fileprivate init(view: HeadlessView, id: String, type: String, label: String?) {
      self.view = view
      self.id = id
      self.type = type
      self.label = label
      isTextInput = view is any HeadlessTextInput
    }
  }

  /// Records that `view` is the element `id` of kind `type`.
  mutating func declare(_ view: HeadlessView, id: String, type: String, label: String? = nil) {
    // An id declared again names the new view only.
    let previous = views[id]
    if let previousView = previous?.view { declarations[ObjectIdentifier(previousView)] = nil }
    let wasScrollView = previous?.isScrollView == true
    let isScrollView = view is HeadlessScrollView
    if isScrollView && !wasScrollView {
      Self.insertSorted(id, into: &declaredScrollViewIDs)
    } else if wasScrollView && !isScrollView {
      declaredScrollViewIDs.removeAll { $0 == id }
    }
    views[id] = ViewEntry(view: view, type: type, label: label, isScrollView: isScrollView)
    declarations[ObjectIdentifier(view)] = Declaration(
      view: view, id: id, type: type, label: label)
  }

  /// Records that `controller` is the element `id`.
  mutating func declare(_ controller: HeadlessViewController, id: String) {
    if controllers[id] == nil { Self.insertSorted(id, into: &declaredControllerIDs) }
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

  /// Inserts `id`, which `ids` does not hold, where it keeps `ids` sorted. The place is found
  /// by halving: a scan comparing every id before it cost ≈ 13k instructions a declaration on
  /// the fuzzer's scenarios (a hundred views each), 6 % of a fuzz run.
  private static func insertSorted(_ id: String, into ids: inout [String]) {
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] > id { high = middle } else { low = middle + 1 }
    }
    ids.insert(id, at: low)
  }

  /// The kind a view was declared with.
  func type(of id: String) -> String? { views[id]?.type }

  /// The label a view was declared with.
  func label(of id: String) -> String? { views[id]?.label }
}
