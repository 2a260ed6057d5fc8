import Foundation
import KeyboardCore

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
    /// The index of the nearest view of the snapshot it was inside when the snapshot was taken.
    var parent: Int?
    /// How it left the trace, if it did; then the trace no longer names it.
    var departure: Departure?

    /// Whether it left the trace.
    var isGone: Bool { departure != nil }
  }

  /// How a view left the trace.
  enum Departure {
    /// A `deallocate` step was written for it or for a view it was inside: the replay released
    /// it.
    case deallocated
    /// It was released without a step (a cell, a controller's root view): the replay keeps it.
    case released
  }

  private struct Controller {
    weak var controller: (any HostController)?
    let id: String
  }

  /// The views, in the order the snapshot wrote them.
  var views: [View] = []
  private var viewIndex: [ObjectIdentifier: Int] = [:]
  private var controllers: [ObjectIdentifier: Controller] = [:]

  /// Adds a view, after every view it is inside.
  func add(_ view: View, for object: any HostView) {
    var entry = view
    var ancestor = object.hostSuperview
    while let current = ancestor, entry.parent == nil {
      entry.parent = self.index(of: current)
      ancestor = current.hostSuperview
    }
    viewIndex[ObjectIdentifier(object)] = views.count
    views.append(entry)
  }

  /// Adds a controller.
  func add(_ controller: any HostController, id: String) {
    controllers[ObjectIdentifier(controller)] = Controller(controller: controller, id: id)
  }

  /// The id of `view`, if the snapshot holds it (and it is still that object) and it has not
  /// left the trace — a view that left and came back is a view the replay does not have.
  func id(of view: any HostView) -> String? {
    guard let index = index(of: view), !views[index].isGone else { return nil }
    return views[index].id
  }

  /// The index of `view` in ``views``, if the snapshot holds it (and it is still that object).
  private func index(of view: any HostView) -> Int? {
    guard let index = viewIndex[ObjectIdentifier(view)], views[index].view === view else {
      return nil
    }
    return index
  }

  /// The id of `controller`, if the snapshot holds it.
  func id(of controller: any HostController) -> String? {
    guard let entry = controllers[ObjectIdentifier(controller)],
      entry.controller === controller
    else { return nil }
    return entry.id
  }
}
