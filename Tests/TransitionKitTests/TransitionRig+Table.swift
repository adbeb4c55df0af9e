@testable import TransitionKit

extension TransitionRig {
  /// A table filling the root view, its cells registered as `row`, with `rows` as its data
  /// source and delegate, laid out.
  @MainActor func table(of rows: some TableViewDataSource & TableViewDelegate) -> TableView {
    let table = TableView(frame: root.view.bounds)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    root.view.addSubview(table)
    root.view.layoutIfNeeded()
    return table
  }
}
