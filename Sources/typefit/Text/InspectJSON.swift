import TypeFitSupport
import TypeFitCheck
import TypeFitBackend
import TypeFitText

/// The `typefit inspect --format json` document:
/// `{"faces":[{"path","faceIndex","family","style","postscriptName","weight","italic","unitsPerEm",
/// "hhea":{…},"typo":{…},"win":{…},"capHeight":{…},"xHeight":{…},"glyphCount","axes":[…],
/// "namedInstances":[…],"lineHeight":{"apple","android","web"}}]}`. All metrics in font units.
package struct InspectJSON: Encodable {
    package var faces: [FaceMetrics]

    package init(faces: [FaceMetrics]) {
        self.faces = faces
    }
}
