import Foundation
import Testing

@testable import TransitionSimEngine
@testable import TransitionSimExport
@testable import TransitionSimScenario

/// Core Animation's transform functions under their search-and-replace names.
///
/// Matrices are worked out by hand with Core Animation's row-vector convention: `p' = p · M`.
@Suite struct Transform3DCoreAnimationTests {
  @Test func makersBuildTheMatrices() {
    let scale = Transform3DMakeScale(2, 3, 1)
    #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 1 && scale.m41 == 0)
    let translation = Transform3DMakeTranslation(5, 6, 7)
    #expect(translation.m41 == 5 && translation.m42 == 6 && translation.m43 == 7)
    #expect(translation.m11 == 1)
    // A quarter turn about z: m11 = cos = 0, m12 = sin = 1, m21 = −1, m22 = 0.
    let rotation = Transform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(abs(rotation.m11) < 1e-15 && abs(rotation.m12 - 1) < 1e-15)
    #expect(abs(rotation.m21 + 1) < 1e-15 && abs(rotation.m22) < 1e-15)
  }

  @Test func concatAppliesTheFirstThenTheSecond() {
    // Scale by 2 then translate by 10: (1, 0) → (2, 0) → (12, 0); m11 = 2, m41 = 10.
    let scaleThenMove = Transform3DConcat(
      Transform3DMakeScale(2, 2, 1), Transform3DMakeTranslation(10, 0, 0))
    #expect(scaleThenMove.m11 == 2 && scaleThenMove.m41 == 10)
    // Translate then scale: (1, 0) → (11, 0) → (22, 0); m11 = 2, m41 = 20.
    let moveThenScale = Transform3DConcat(
      Transform3DMakeTranslation(10, 0, 0), Transform3DMakeScale(2, 2, 1))
    #expect(moveThenScale.m11 == 2 && moveThenScale.m41 == 20)
  }

  @Test func scaleTranslateAndRotateApplyTheirStepFirst() {
    // CATransform3DScale(t, 2, 2, 1) = scale · t: with t a translation by 10, (1, 0) → (2, 0) →
    // (12, 0): m11 = 2, m41 = 10.
    let scaled = Transform3DScale(Transform3DMakeTranslation(10, 0, 0), 2, 2, 1)
    #expect(scaled.m11 == 2 && scaled.m41 == 10)
    // CATransform3DTranslate(t, 10, 0, 0) = translate · t: with t a scale by 2, (0, 0) →
    // (10, 0) → (20, 0): m41 = 20.
    let translated = Transform3DTranslate(Transform3DMakeScale(2, 2, 1), 10, 0, 0)
    #expect(translated.m41 == 20 && translated.m11 == 2)
    // Rotating the identity is the rotation itself.
    #expect(
      Transform3DEqualToTransform(
        Transform3DRotate(Transform3DIdentity, 0.5, 0, 0, 1), Transform3DMakeRotation(0.5, 0, 0, 1)
      ))
  }

  @Test func predicatesAndInversion() {
    #expect(Transform3DIsIdentity(Transform3DIdentity))
    #expect(!Transform3DIsIdentity(Transform3DMakeScale(2, 1, 1)))
    #expect(!Transform3DEqualToTransform(Transform3DIdentity, Transform3DMakeScale(2, 1, 1)))
    // The inverse of a scale by 2 is a scale by ½; a singular matrix comes back unchanged.
    #expect(Transform3DInvert(Transform3DMakeScale(2, 2, 1)) == Transform3DMakeScale(0.5, 0.5, 1))
    let flat = Transform3DMakeScale(0, 1, 1)
    #expect(Transform3DInvert(flat) == flat)
    #expect(Transform3DIsAffine(Transform3DMakeScale(2, 3, 1)))
    #expect(!Transform3DIsAffine(Transform3DMakeScale(2, 3, 4)))
    let affine = CGAffineTransform(translationX: 3, y: 4)
    #expect(Transform3DGetAffineTransform(Transform3DMakeAffineTransform(affine)) == affine)
  }
}
