import CGtk
import Scenes

/// The panel's foldable sections (`ExpanderSection`), their state the shared `PanelSections`,
/// so it holds across scene switches; each holds its parameters' rows in a preferences group.
///
/// The heading is a button rather than libadwaita 1.2's expander row, whose heading offers
/// no press action over AT-SPI with GTK 4.8: a screen reader could not fold a section.
extension ParameterPanel {
  func section(_ group: ParameterGroup, _ specs: [ParameterSpec]) -> WidgetPointer {
    let section = ExpanderSection(title: group.title, summary: group.summary)
    // The heading's rectangle: clicking it folds the section.
    namedControls.append(("section-\(group.rawValue)", section.header))
    let first = namedControls.count
    append(Self.preferencesGroup(specs.map(row(for:))), to: section.content)
    let controls = namedControls[first...].map(\.name)
    section.setOpen(sections.isOpen(group))
    section.onToggle = { [weak self, weak section] open in
      guard let self else { return }
      self.sections.set(group, open: open)
      section?.setOpen(self.sections.isOpen(group))
    }
    sectionList.append((group, section.header, section.content, controls))
    expanderSections.append(section)
    return section.widget
  }
}
