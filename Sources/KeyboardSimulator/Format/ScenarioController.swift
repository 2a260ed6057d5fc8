import Foundation
import KeyboardCore

/// A view controller of a scenario, with its view tree and its child controllers.
package struct ScenarioController: Equatable, Sendable {
  /// The kinds of controller a scenario can build.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A content controller (`UIViewController`).
    case plain
    /// A navigation controller: ``children`` is its stack, the last one on top.
    case navigation
    /// A tab bar controller: ``children`` are its tabs.
    case tabBar
    /// A `UITableViewController`: its view is a table view.
    case tableViewController
    /// A `UIAlertController` with text fields (invisible to KeyboardLift).
    case alert
    /// A split view controller: ``children`` are its primary and secondary controllers.
    case split
  }

  /// The controller's id.
  package var id: String
  /// Its kind.
  package var kind: Kind
  /// The runtime class name it reports (`"SignUpViewController"`); defaults by kind.
  package var className: String?
  /// Class names it also counts as a kind of (its superclasses), for the class lists.
  package var superclassNames: [String]
  /// Its view's tree; `nil` for containers, whose view the simulator makes.
  package var view: ScenarioView?
  /// Navigation stack, tabs, a split's primary and secondary, or embedded child controllers.
  package var children: [ScenarioController]
  /// For a navigation controller: whether its bar is hidden.
  package var isNavigationBarHidden: Bool
  /// For a navigation controller: its bar's height in each orientation.
  package var navigationBarHeight: NavigationBarHeight = .standard
  /// For a tab bar controller: the selected tab.
  package var selectedIndex: Int
  /// For a split view controller: the primary column's width while both columns show.
  package var primaryColumnWidth: CGFloat?
  /// For a child of a plain controller: the id of the parent's view it is embedded in (the
  /// parent's root view when `nil`), and its view's frame there.
  package var embedding: Embedding?
  /// A controller presented over this one (an alert).
  package var presented: [ScenarioController]
  /// For an alert: its text fields.
  package var alertTextFields: [ScenarioView]

  /// Where a child controller's view goes in its parent's view tree.
  package struct Embedding: Equatable, Sendable {
    /// The id of the view it is added to; the parent's root view when `nil`.
    package var containerID: String?
    /// Its frame in that view.
    package var frame: CGRect

    /// Creates an embedding.
    package init(containerID: String? = nil, frame: CGRect) {
      self.containerID = containerID
      self.frame = frame
    }
  }

  /// Creates a controller.
  package init(
    id: String, kind: Kind, className: String? = nil, superclassNames: [String] = [],
    view: ScenarioView? = nil, children: [ScenarioController] = [],
    isNavigationBarHidden: Bool = false, selectedIndex: Int = 0, embedding: Embedding? = nil,
    presented: [ScenarioController] = [], alertTextFields: [ScenarioView] = []
  ) {
    self.id = id
    self.kind = kind
    self.className = className
    self.superclassNames = superclassNames
    self.view = view
    self.children = children
    self.isNavigationBarHidden = isNavigationBarHidden
    self.selectedIndex = selectedIndex
    self.embedding = embedding
    self.presented = presented
    self.alertTextFields = alertTextFields
  }

  /// The class name it reports: ``className``, or UIKit's class for its kind.
  package var effectiveClassName: String {
    if let className { return className }
    switch kind {
    case .plain: return "UIViewController"
    case .navigation: return "UINavigationController"
    case .tabBar: return "UITabBarController"
    case .tableViewController: return ControllerClass.tableViewController.name
    case .alert: return ControllerClass.alertController.name
    case .split: return "UISplitViewController"
    }
  }
}
