import Foundation
import InputKitCore

/// Every item's value and the total, computed once per change of the list rather than on
/// every frame.
struct TallySummary {
  /// One line of the list: the item's text and its value or the reason it has none.
  struct Row {
    var text: String
    var value: Result<Decimal, ExpressionError>
  }

  var rows: [Row] = []
  /// The sum of every value, or `nil` when it is beyond `Decimal`'s range.
  var total: Decimal? = 0

  init() {}

  init(items: [Item], evaluator: ExpressionEvaluator) {
    var total = Decimal(0)
    rows = items.map { item in
      let value = evaluator.evaluate(item.text)
      if case .success(let number) = value { total += number }
      return Row(text: item.text, value: value)
    }
    self.total = total.isNaN ? nil : total
  }
}
