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

  /// The rows of `items`, whose texts are stored locale-independently (`ExpressionText`),
  /// shown with `locale`'s decimal separator.
  init(items: [Item], locale: Locale) {
    var total = Decimal(0)
    let evaluator = ExpressionEvaluator()
    rows = items.map { item in
      let value = evaluator.evaluate(item.text)
      if case .success(let number) = value { total += number }
      return Row(text: ExpressionText.localized(item.text, locale: locale), value: value)
    }
    self.total = total.isNaN ? nil : total
  }
}
