/**
 * react-konva's core build and only the Konva nodes the review canvas draws. The package's
 * main entry registers every shape and filter Konva has (text, paths, transformer, 30
 * filters...): a third of the review tool's konva code that a phone had to download and run
 * before the tool could mount. A node type missing here renders as an empty Group (react-konva
 * logs "Konva has no node with the type"): add its `konva/lib/shapes/*` import when drawing it.
 */
import 'konva/lib/shapes/Arrow';
import 'konva/lib/shapes/Circle';
import 'konva/lib/shapes/Ellipse';
import 'konva/lib/shapes/Image';
import 'konva/lib/shapes/Line';
import 'konva/lib/shapes/Rect';

export {
  Arrow,
  Circle,
  Ellipse,
  Image,
  Layer,
  Line,
  Rect,
  Stage,
} from 'react-konva/lib/ReactKonvaCore';
