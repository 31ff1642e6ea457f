// A file in the shape an app shares with its tests: a list screen's data source code written
// against UIKit, compiled here through the import block alone.
#if canImport(UIKit)
  import UIKit
#else
  import TransitionSimUIKit
#endif

enum ContactSection: Int, CaseIterable {
  case favorites, everyone
}

struct Contact: Hashable, CustomStringConvertible {
  let name: String
  var isFavorite = false

  var description: String { name }
}

/// A list row showing a name; rows whose name is long ask for a taller row.
final class ContactCell: UICollectionViewListCell {
  var name = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    name = ""
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    attributes.frame.size.height = name.count > 12 ? 64 : 44
    return attributes
  }
}

final class ContactsScreen {
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<ContactSection, Contact>
  private(set) var contacts: [Contact] = []

  init(height: CGFloat) {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    dataSource = Self.makeDataSource(for: collectionView)
  }

  private static func makeDataSource(for collectionView: UICollectionView)
    -> UICollectionViewDiffableDataSource<ContactSection, Contact>
  {
    let registration = UICollectionView.CellRegistration<ContactCell, Contact> {
      cell, indexPath, contact in
      cell.name = contact.name
    }
    return UICollectionViewDiffableDataSource<ContactSection, Contact>(
      collectionView: collectionView
    ) { collectionView, indexPath, contact in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: contact)
    }
  }

  func show(_ contacts: [Contact], animated: Bool = true) {
    self.contacts = contacts
    var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Contact>()
    snapshot.appendSections(ContactSection.allCases)
    snapshot.appendItems(contacts.filter(\.isFavorite), toSection: .favorites)
    snapshot.appendItems(contacts.filter { !$0.isFavorite }, toSection: .everyone)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  func favorite(_ name: String) {
    show(contacts.map { Contact(name: $0.name, isFavorite: $0.isFavorite || $0.name == name) })
  }

  func contact(at indexPath: IndexPath) -> Contact? {
    dataSource.itemIdentifier(for: indexPath)
  }
}
