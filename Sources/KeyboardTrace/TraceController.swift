import Foundation
import KeyboardCore

/// A controller of a trace, as a scenario file writes it.
struct TraceController: Encodable {
  var id: String
  /// `plain`, `navigation`, `tabBar` or `tableViewController`.
  var type: String
  /// The runtime class name, when the app's options name it.
  var className: String?
  /// The class names of the settings' class lists this controller is a kind of.
  var superclasses: [String]?
  /// The root view (`plain`, `tableViewController`).
  var view: TraceView?
  /// Child controllers embedded in the view tree (`plain`, `tableViewController`).
  var children: [TraceController]?
  /// For an embedded child: where its view goes.
  var embed: TraceEmbedding?
  /// A navigation controller's stack, bottom first.
  var controllers: [TraceController]?
  /// Whether a navigation controller's bar is hidden.
  var navigationBarHidden: Bool?
  /// A navigation controller's bar height, when shown and not the standard 44.
  var navigationBarHeight: Double?
  /// A tab bar controller's tabs.
  var tabs: [TraceController]?
  /// A tab bar controller's selected tab.
  var selected: Int?

  private enum CodingKeys: String, CodingKey {
    case id, type, className = "class", superclasses, view, children, embed, controllers
    case navigationBarHidden, navigationBarHeight, tabs, selected
  }
}

/// Where an embedded child controller's view goes in its parent's view tree.
struct TraceEmbedding: Encodable {
  var frame: TraceRect
  /// The id of the parent's view it is a subview of.
  var container: String

  private enum CodingKeys: String, CodingKey {
    case frame, container = "in"
  }
}
