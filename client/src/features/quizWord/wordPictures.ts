import { AlignmentType, ImageRun, type Paragraph } from 'docx';
import type { DocumentTexts } from './documentTexts.ts';
import type { TextDirection } from './textDirection.ts';
import { fittedSize, type WordImage } from './wordImages.ts';
import { ownDirection, paragraph, runs } from './wordText.ts';

/**
 * The picture drawer of a document: a fetched picture centred at its fitted
 * size, with its description for screen readers; one that could not be
 * fetched becomes a note with its address, so nothing goes missing unseen.
 */
export function pictureDrawer(images: ReadonlyMap<string, WordImage | null>, t: DocumentTexts, direction: TextDirection) {
  return (url: string, description: string): Paragraph => {
    const image = images.get(url);
    if (!image) {
      const note = runs(t('imageMissing'), direction, { italics: true });
      const address = runs(url, ownDirection(url, 'ltr'), { italics: true });
      return paragraph([...note, ...runs(' ', direction), ...address], direction);
    }
    const picture = new ImageRun({
      type: image.type,
      data: image.bytes,
      transformation: fittedSize(image),
      altText: { name: description, description, title: description },
    });
    return paragraph([picture], direction, { alignment: AlignmentType.CENTER });
  };
}
