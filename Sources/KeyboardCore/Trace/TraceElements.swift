import Foundation

/// The elements of a trace's snapshot, held weakly with their ids and what was last written
/// about them — so each event can name them, and changes the app makes between events
/// (a view's frame or settings, a view leaving the screen) can be written as steps.
@MainActor
final class TraceElements {
  /// A view of the snapshot.
  struct View {
    weak var view: (any HostView)?
    let id: String
    /// Whether the view takes the scroll-view-only keyboard settings.
    let isScrollable: Bool
    /// Whether its leaving the hierarchy is written as a `deallocate` step (not for controllers'
    /// root views, which leave with their controllers, nor for cells, which lists recycle).
    let followsRemoval: Bool
    /// Where (0, 0) of the superview the trace places it in lies in its real superview's
    /// coordinates: a cell's subviews are written relative to the cell, not its content view.
    let frameOffset: CGPoint
    /// The frame last written; `nil` for views the trace does not place by frame (cells,
    /// search fields).
    var frame: TraceRect?
    /// The settings last written.
    var settings: KeyboardViewSettings
    /// Whether a `deallocate` step was written for it.
    var isGone = false
  }

  private struct Controller {
    weak var controller: (any HostController)?
    let id: String
  }

  /// The views, in the order the snapshot wrote them.
  var views: [View] = []
  private var viewIndex: [ObjectIdentifier: Int] = [:]
  private var controllers: [ObjectIdentifier: Controller] = [:]

  /// Adds a view.
  func add(_ view: View, for object: any HostView) {
    viewIndex[ObjectIdentifier(object)] = views.count
    views.append(view)
  }

  /// Adds a controller.
  func add(_ controller: any HostController, id: String) {
    controllers[ObjectIdentifier(controller)] = Controller(controller: controller, id: id)
  }

  /// The id of `view`, if the snapshot holds it (and it is still that object).
  func id(of view: any HostView) -> String? {
    guard let index = viewIndex[ObjectIdentifier(view)], views[index].view === view else {
      return nil
    }
    return views[index].id
  }

  /// The id of `controller`, if the snapshot holds it.
  func id(of controller: any HostController) -> String? {
    guard let entry = controllers[ObjectIdentifier(controller)],
      entry.controller === controller
    else { return nil }
    return entry.id
  }
}
