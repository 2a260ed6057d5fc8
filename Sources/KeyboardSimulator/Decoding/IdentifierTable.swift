import Foundation

/// The ids declared in a scenario, and the references to them: duplicate ids, unknown ids and
/// ids of the wrong kind are problems. The controller tree is read before anything refers to
/// it, so a reference is checked as soon as it is read and problems stay in document order.
final class IdentifierTable {
  /// What an id names.
  enum Element: Equatable, Sendable {
    /// A controller of this kind.
    case controller(ScenarioController.Kind)
    /// A view of this `type`.
    case view(typeName: String, isTextInput: Bool)

    var description: String {
      switch self {
      case .controller(let kind): "a \(kind.rawValue) controller"
      case .view(let typeName, _): "a \(typeName)"
      }
    }
  }

  /// What a reference accepts.
  struct Expectation: Sendable {
    /// How the expectation reads: "a text field, text view or search field".
    let description: String
    let accepts: @Sendable (Element) -> Bool

    static let textInput = Expectation(
      description: "the id of a text field, text view or search field"
    ) {
      if case .view(_, true) = $0 { return true }
      return false
    }
    static let view = Expectation(description: "the id of a view") {
      if case .view = $0 { return true }
      return false
    }
    static let scrollView = Expectation(
      description: "the id of a scroll view, table view, collection view or text view"
    ) {
      guard case .view(let typeName, _) = $0 else { return false }
      return ScenarioDecoder.scrollViewTypes.contains(typeName)
    }
    static let controller = Expectation(description: "the id of a controller") {
      if case .controller = $0 { return true }
      return false
    }
    static let navigationController = Expectation(description: "the id of a navigation controller")
    {
      $0 == .controller(.navigation)
    }
  }

  private struct Declaration {
    let element: Element
    let path: JSONPath
  }

  private var declarations: [String: Declaration] = [:]
  private var declarationOrder: [String] = []
  private let problems: ProblemList

  init(problems: ProblemList) { self.problems = problems }

  /// Declares `id` at `path`; a second declaration of the same id is a problem.
  func declare(_ id: String, as element: Element, at path: JSONPath) {
    if let first = declarations[id] {
      problems.add(
        "duplicate id \"\(id)\"; it is already the id of \(first.element.description) at \(first.path)",
        at: path)
      return
    }
    declarations[id] = Declaration(element: element, path: path)
    declarationOrder.append(id)
  }

  /// What `id` names, if it is declared (so far).
  func element(for id: String) -> Element? { declarations[id]?.element }

  /// Checks that `id`, referred to at `path`, names something `expectation` accepts; reports an
  /// unknown id (listing the ids that would do) or an id of the wrong kind.
  func refer(to id: String, expecting expectation: Expectation, at path: JSONPath) {
    guard let declaration = declarations[id] else {
      let candidates = declarationOrder.filter {
        declarations[$0].map { expectation.accepts($0.element) } ?? false
      }
      let known = candidates.isEmpty ? "there is none" : "known: " + Self.list(candidates)
      problems.add("unknown id \"\(id)\"; expected \(expectation.description) (\(known))", at: path)
      return
    }
    if !expectation.accepts(declaration.element) {
      problems.add(
        "expected \(expectation.description), found \"\(id)\", \(declaration.element.description)",
        at: path)
    }
  }

  private static func list(_ ids: [String]) -> String {
    let shown = ids.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
    return ids.count > 8 ? shown + ", …" : shown
  }
}
