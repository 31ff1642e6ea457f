import TransitionSimCLI
import TransitionSimLayouts

var layouts = LayoutRegistry.standard
layouts.register(
  LayoutRegistry.Entry(
    name: "column", summary: "One column of full-width rows, sections one after another.",
    parameters: [
      LayoutParameter(
        name: "rowHeight", type: .number, defaultValue: 44, minimum: 1,
        summary: "The height of every row."),
      LayoutParameter(
        name: "spacing", type: .number, defaultValue: 0, minimum: 0,
        summary: "The space between rows."),
    ],
    factory: { parameters in
      ColumnLayout(
        rowHeight: try parameters.number("rowHeight"), spacing: try parameters.number("spacing"))
    }))
TransitionSimCommandLine.main(layouts: layouts, commandName: "my-sim")
