import Foundation

/// Where a value sits inside a JSON document, written the way people read it:
/// `$.root.view.subviews[3].frame.height`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step into a document: a key of an object or an index of an array.
  public enum Component: Hashable, Sendable {
    /// A key of an object.
    case key(String)
    /// An index of an array, from 0.
    case index(Int)
  }

  /// The steps from the document's top, in order.
  public private(set) var components: [Component]

  /// Creates a path from its steps.
  package init(_ components: [Component] = []) { self.components = components }

  /// The top of the document, `$`.
  package static let root = JSONPath()

  /// This path followed by `key`.
  package func appending(_ key: String) -> JSONPath {
    appending(component: .key(key))
  }

  /// This path followed by `index`.
  package func appending(_ index: Int) -> JSONPath {
    appending(component: .index(index))
  }

  /// The path with `component` added, its storage made once at its final size (`components +
  /// [component]` built a one-element array first: two allocations for every value a scenario
  /// file's decoder reads).
  private func appending(component: Component) -> JSONPath {
    var extended: [Component] = []
    extended.reserveCapacity(components.count + 1)
    extended.append(contentsOf: components)
    extended.append(component)
    return JSONPath(extended)
  }

  /// `$` then `.key` for each key (`["odd key"]` when it is not a plain name) and `[i]` for each
  /// index.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key) where Self.isPlainName(key): text += ".\(key)"
      case .key(let key): text += "[\"\(key)\"]"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private static func isPlainName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else {
      return false
    }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
    return key.unicodeScalars.allSatisfy { allowed.contains($0) }
  }
}
