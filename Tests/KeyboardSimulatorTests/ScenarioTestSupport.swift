import Foundation
import KeyboardSimulator

/// Decodes `json` as the file `test.json`.
func decodeScenario(_ json: String) -> Result<Scenario, ScenarioError> {
  Result { () throws(ScenarioError) in
    try ScenarioLoader().decode(Data(json.utf8), file: "test.json", defaultName: "test")
  }
}

/// The problem lines of decoding `json` (empty when it is valid).
func problemLines(_ json: String) -> [String] {
  switch decodeScenario(json) {
  case .success: []
  case .failure(let error): error.problems.map(\.description)
  }
}

/// A valid scenario whose root view holds `subviews` (JSON array elements) and whose timeline is
/// `steps`; `extra` adds top-level fields.
func scenarioJSON(
  subviews: String = defaultSubviews, steps: String = #"[{ "do": "focus", "field": "email" }]"#,
  extra: String = ""
) -> String {
  """
  {
    "device": "notched-phone",
    \(extra)
    "root": { "id": "main", "type": "plain", "view": { "id": "mainView", "type": "view",
      "subviews": [\(subviews)] } },
    "steps": \(steps)
  }
  """
}

let defaultSubviews = """
  { "id": "email", "type": "textField", "frame": { "x": 20, "y": 600, "width": 350, "height": 44 } },
  { "id": "box", "type": "view", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } }
  """
