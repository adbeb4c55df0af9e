import CGtk
import Scenes

/// The panel's foldable sections (`ExpanderSection`), their state the shared `PanelSections`,
/// so it holds across scene switches; each holds its parameters' rows in a preferences group.
///
/// The heading is a button rather than libadwaita 1.2's expander row, whose heading offers
/// no press action over AT-SPI with GTK 4.8: a screen reader could not fold a section.
extension ParameterPanel {
  /// One step a row of `group`'s section, the section put into the panel (its heading named
  /// and its rows' group made) before its first row; the section's controls grow with its
  /// rows.
  func sectionSteps(_ group: ParameterGroup, _ specs: [ParameterSpec]) -> [() -> Void] {
    var place: (index: Int, rows: WidgetPointer)?
    return specs.map { spec in
      { [unowned self] in
        if place == nil {
          let section = ExpanderSection(title: group.title, summary: group.summary)
          // The heading's rectangle: clicking it folds the section.
          self.namedControls.append(("section-\(group.rawValue)", section.header))
          let rows = Self.preferencesGroup([])
          self.append(rows, to: section.content)
          section.setOpen(self.sections.isOpen(group))
          section.onToggle = { [weak self, weak section] open in
            guard let self else { return }
            self.sections.set(group, open: open)
            section?.setOpen(self.sections.isOpen(group))
          }
          place = (self.sectionList.count, rows)
          self.sectionList.append((group, section.header, section.content, []))
          self.expanderSections.append(section)
          self.append(section.widget)
        }
        guard let place else { return }
        let first = self.namedControls.count
        Self.add(self.row(for: spec), to: place.rows)
        self.sectionList[place.index].controls += self.namedControls[first...].map(\.name)
      }
    }
  }
}
