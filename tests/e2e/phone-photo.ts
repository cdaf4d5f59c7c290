import sharp from "sharp";

/** A file chosen from the phone, as the file input receives it. */
export interface PhoneFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The sensor's size of a 12-megapixel phone camera, held sideways. */
export const sensor = { width: 4032, height: 3024 };

/** The colour of the band along the sensor's top edge, which tells which way the photo was turned. */
const band = { r: 217, g: 166, b: 58 };
const bandDepth = 240;

/**
 * A photo as a phone takes it: 4032 × 3024 as the sensor saw it, about 4 MB
 * of JPEG, soft shapes of a scene under the fine grain a real photo has, a
 * band of colour along the sensor's top edge, its EXIF saying it is to be
 * turned a quarter clockwise (so it shows upright as 3024 × 4032), with the
 * camera's make and model and where it was taken. `shade` tells several
 * apart. Made the same way each time.
 */
export async function phonePhoto(
  options: { name?: string; shade?: number } = {},
): Promise<PhoneFile> {
  const { name = "IMG_4821.JPG", shade = 0 } = options;
  const { width, height } = sensor;
  let seed = 7 + shade;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  // The scene: a small field of colours blown up into soft shapes (sky, walls, ground).
  const coarse = Buffer.alloc(48 * 36 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(60 + shade + random() * 150);
  const pixels = await sharp(coarse, { raw: { width: 48, height: 36, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  // The grain of gravel, foliage and the sensor itself.
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (random() - 0.5) * 32));
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: { create: { width, height: bandDepth, channels: 3, background: band } },
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 13" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "9/1 41/1 22/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "85/1 6/1 22/1",
      },
    })
    // The orientation as a number: withExif would write it as text, which no reader turns by.
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The edge of an image, as it is drawn, that carries the sensor's band: "right" for a photo turned upright. */
export async function bandEdge(image: Buffer): Promise<"top" | "right" | "bottom" | "left"> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .resize(64, 64, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return (
      Math.abs(data[i]! - band.r) +
      Math.abs(data[i + 1]! - band.g) +
      Math.abs(data[i + 2]! - band.b)
    );
  };
  const edges = {
    top: at(32, 0),
    right: at(63, 32),
    bottom: at(32, 63),
    left: at(0, 32),
  };
  return (Object.entries(edges) as [keyof typeof edges, number][]).sort(
    (a, b) => a[1] - b[1],
  )[0]![0];
}
