import TransitionSimEngine

/// The layout of one section, given its index and the environment
/// (`UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items: UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// It runs as the engine's ``CollectionViewCompositionalLayout``: at every layout pass the
/// section provider is asked for each section, and the objects it returns are read as they are
/// then. The layout copies the section it is made with and its configuration (when assigned and
/// when read), as UIKit copies configurations; that it copies the section is inferred from
/// UIKit's other constructors, which copy what they are given, and is not verified.
///
/// - Complexity: as the engine's compositional layout, plus O(size of a section's model) to read
///   each section at each pass.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider

  /// The engine's compositional layout this one runs.
  var compositional: CompositionalLayoutBridge? { bridge as? CompositionalLayoutBridge }

  /// A layout whose sections all repeat `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections all repeat `section`, with a configuration.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    let copy = section.copy() as? NSCollectionLayoutSection ?? section
    self.init(sectionProvider: { _, _ in copy }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` makes.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections `sectionProvider` makes, with a configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    let stored = configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration
    storedConfiguration = stored ?? configuration
    self.sectionProvider = sectionProvider
    let box = WeakLayoutBox()
    let bridge = CompositionalLayoutBridge(
      sectionProvider: { index, environment in box.layout?.engineSection(index, environment) },
      configuration: storedConfiguration.engineValue())
    super.init(bridge: bridge)
    box.layout = self
  }

  /// Not available: a compositional layout is made from its sections, as in UIKit.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list: every section a list section of `configuration`.
  open class func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// The configuration: a copy when read, and copied when assigned, which invalidates the
  /// layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get {
      storedConfiguration.copy() as? UICollectionViewCompositionalLayoutConfiguration
        ?? storedConfiguration
    }
    set {
      storedConfiguration =
        newValue.copy() as? UICollectionViewCompositionalLayoutConfiguration ?? newValue
      compositional?.configuration = storedConfiguration.engineValue()
    }
  }

  /// The engine's section `index`, from the provider's object as it is now.
  private func engineSection(_ index: Int, _ environment: CollectionLayoutEnvironment)
    -> CollectionLayoutSection?
  {
    sectionProvider(index, environment)?.engineSection()
  }
}

/// Lets the engine's section provider reach the layout that owns it, without a cycle.
private final class WeakLayoutBox {
  weak var layout: UICollectionViewCompositionalLayout?
}
