#include "reports/pdf/pdf_document.hpp"

#include <hpdf.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include "reports/pdf/to_unicode_cmap.hpp"
#include "reports/pdf/utf8_pieces.hpp"

namespace tachanka::reports {

struct detail::PdfState {
    HPDF_Doc doc = nullptr;
    HPDF_Font regular = nullptr;
    HPDF_Font bold = nullptr;
    HPDF_STATUS error = HPDF_OK;
    HPDF_STATUS detail = HPDF_OK;
    Orientation orientation = Orientation::Portrait;

    PdfState() = default;
    PdfState(const PdfState&) = delete;
    PdfState& operator=(const PdfState&) = delete;
    // Here rather than in ~PdfDocument, so a constructor that throws half way frees it too.
    ~PdfState() { HPDF_Free(doc); }
};

namespace {

// libharu takes at most 65535 bytes of text in one call; longer texts go in pieces.
constexpr std::size_t textPieceBytes = 16384;
// More of a title than any reader shows.
constexpr std::size_t titleBytes = 1024;
const std::string ellipsis = "…";

void recordError(HPDF_STATUS error, HPDF_STATUS detail, void* userData) {
    auto* state = static_cast<detail::PdfState*>(userData);
    if (state->error == HPDF_OK) {
        state->error = error;
        state->detail = detail;
    }
}

std::string hex(HPDF_STATUS code) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%04X", static_cast<unsigned>(code));
    return buffer;
}

std::string cannotSave(const std::filesystem::path& file, int error) {
    return "PDF: cannot write " + file.string() + ": " + std::strerror(error);
}

HPDF_Page handle(void* page) { return static_cast<HPDF_Page>(page); }

// libharu gives a TrueType font under its UTF-8 encoding a ToUnicode stream holding the
// encoder's CID CMap, which is no ToUnicode CMap (see to_unicode_cmap.hpp). Its contents are
// replaced in place, before anything is written, with the identity map the codes call for;
// the stream keeps its object number and libharu still compresses and writes it. The
// dictionary keys that described the old CMap as a CID CMap go too: a ToUnicode stream
// needs none of them.
bool replaceToUnicodeCMap(HPDF_Font font) {
    auto* toUnicode =
        static_cast<HPDF_Dict>(HPDF_Dict_GetItem(font, "ToUnicode", HPDF_OCLASS_DICT));
    if (toUnicode == nullptr || toUnicode->stream == nullptr ||
        toUnicode->stream->type != HPDF_STREAM_MEMORY) {
        return false;
    }
    for (const char* key : {"Type", "CMapName", "CIDSystemInfo", "WMode"}) {
        HPDF_Dict_RemoveElement(toUnicode, key);  // not there: nothing to do
    }
    HPDF_MemStream_FreeData(toUnicode->stream);
    return HPDF_Stream_WriteStr(toUnicode->stream, identityToUnicodeCMap().c_str()) == HPDF_OK;
}

}  // namespace

void PdfDocument::check(const char* operation) {
    if (state_->error == HPDF_OK) return;
    const std::string message = std::string("PDF: ") + operation + " failed (libharu error " +
                                hex(state_->error) + ", detail " +
                                std::to_string(state_->detail) + ")";
    HPDF_ResetError(state_->doc);
    state_->error = HPDF_OK;
    throw PdfError(message);
}

PdfDocument::PdfDocument(const FontSet& fonts, std::string_view title, Orientation orientation)
    : state_(std::make_unique<detail::PdfState>()) {
    state_->orientation = orientation;
    requireTrueTypeFile(fonts.regular);
    requireTrueTypeFile(fonts.bold);
    state_->doc = HPDF_New(recordError, state_.get());
    if (state_->doc == nullptr) throw PdfError("PDF: cannot create a document (out of memory)");
    HPDF_SetCompressionMode(state_->doc, HPDF_COMP_ALL);
    HPDF_UseUTFEncodings(state_->doc);
    HPDF_SetCurrentEncoder(state_->doc, "UTF-8");
    check("setting up UTF-8 text");
    const char* regularName = HPDF_LoadTTFontFromFile(state_->doc, fonts.regular.c_str(), HPDF_TRUE);
    check(("loading font " + fonts.regular.string()).c_str());
    const char* boldName = HPDF_LoadTTFontFromFile(state_->doc, fonts.bold.c_str(), HPDF_TRUE);
    check(("loading font " + fonts.bold.string()).c_str());
    state_->regular = HPDF_GetFont(state_->doc, regularName, "UTF-8");
    state_->bold = HPDF_GetFont(state_->doc, boldName, "UTF-8");
    check("selecting fonts");
    for (HPDF_Font font : {state_->regular, state_->bold}) {
        if (!replaceToUnicodeCMap(font)) {
            throw PdfError("PDF: libharu made a font without the ToUnicode stream expected of it");
        }
    }
    check("writing the fonts' ToUnicode maps");
    HPDF_SetInfoAttr(state_->doc, HPDF_INFO_CREATOR, "Tachanka");
    const auto shortTitle = utf8Prefix(title, titleBytes);
    const std::string cut = shortTitle.size() < title.size() ? ellipsis : "";
    HPDF_SetInfoAttr(state_->doc, HPDF_INFO_TITLE, (std::string(shortTitle) + cut).c_str());
    check("setting document information");
}

PdfDocument::~PdfDocument() = default;

void* PdfDocument::font(FontStyle style) const {
    return style == FontStyle::Bold ? state_->bold : state_->regular;
}

PdfPage PdfDocument::addPage(Paper paper, std::optional<Orientation> orientation) {
    HPDF_Page page = HPDF_AddPage(state_->doc);
    check("adding a page");
    const HPDF_PageSizes size = paper == Paper::A4       ? HPDF_PAGE_SIZE_A4
                                : paper == Paper::Letter ? HPDF_PAGE_SIZE_LETTER
                                                         : HPDF_PAGE_SIZE_A3;
    HPDF_Page_SetSize(page, size,
                      orientation.value_or(state_->orientation) == Orientation::Landscape
                          ? HPDF_PAGE_LANDSCAPE
                          : HPDF_PAGE_PORTRAIT);
    check("sizing a page");
    return PdfPage(*this, page, HPDF_Page_GetWidth(page), HPDF_Page_GetHeight(page));
}

void PdfDocument::save(const std::filesystem::path& file) {
    // libharu's own file writer never checks its close, so a full disk could cut the last
    // buffer off unseen: the document is made in memory and written here, every call checked.
    HPDF_SaveToStream(state_->doc);
    check("making the document");
    std::string bytes(HPDF_GetStreamSize(state_->doc), '\0');
    auto size = static_cast<HPDF_UINT32>(bytes.size());
    HPDF_ReadFromStream(state_->doc, reinterpret_cast<HPDF_BYTE*>(bytes.data()), &size);
    // libharu reports the end of its stream as an error once everything has been read.
    if (state_->error == HPDF_STREAM_EOF) state_->error = HPDF_OK;
    check("reading the document back");
    bytes.resize(size);
    std::FILE* out = std::fopen(file.c_str(), "wb");
    if (out == nullptr) {
        const int why = errno;
        throw PdfWriteError(cannotSave(file, why), why);
    }
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), out) == bytes.size() &&
                         std::fflush(out) == 0;
    const int error = errno;
    if (std::fclose(out) != 0 || !written) {
        const int why = written ? errno : error;
        throw PdfWriteError(cannotSave(file, why), why);
    }
}

void PdfPage::text(float x, float y, std::string_view utf8, FontStyle style, float size,
                   Colour colour) {
    const std::string text = cutToWidth(utf8, style, size, width_ - x);
    if (text.empty()) return;
    HPDF_Page_SetRGBFill(handle(page_), colour.red, colour.green, colour.blue);
    HPDF_Page_BeginText(handle(page_));
    HPDF_Page_SetFontAndSize(handle(page_), static_cast<HPDF_Font>(document_->font(style)), size);
    HPDF_Page_TextOut(handle(page_), x, height_ - y, text.c_str());
    HPDF_Page_EndText(handle(page_));
    HPDF_Page_SetRGBFill(handle(page_), 0, 0, 0);
    document_->check("writing text");
}

std::string PdfPage::cutToWidth(std::string_view utf8, FontStyle style, float size,
                                float width) {
    if (utf8.size() <= textPieceBytes && textWidth(utf8, style, size) <= width) {
        return std::string(utf8);
    }
    const float mark = textWidth(ellipsis, style, size);
    if (mark > width) return "";
    // Nothing longer than a piece is kept even if it would fit (characters without width).
    const auto drawable = utf8Prefix(utf8, textPieceBytes);
    std::string start(utf8Prefix(drawable, fittingBytes(drawable, style, size, width - mark)));
    while (!start.empty() && start.back() == ' ') start.pop_back();
    return start + ellipsis;
}

std::size_t PdfPage::fittingBytes(std::string_view utf8, FontStyle style, float size,
                                  float width) {
    if (width < 0) return 0;
    // Widths only grow with length: double the length until it no longer fits, then halve
    // the gap, so a short fit in a long text costs only a few short measurements.
    std::size_t fits = 0;
    std::size_t tooLong = 0;
    for (std::size_t length = 16;; length *= 2) {
        const auto start = utf8Prefix(utf8, length);
        if (textWidth(start, style, size) > width) {
            tooLong = length;
            break;
        }
        fits = start.size();
        if (start.size() == utf8.size()) return fits;
    }
    while (tooLong - fits > 1) {
        const std::size_t middle = fits + (tooLong - fits) / 2;
        if (textWidth(utf8Prefix(utf8, middle), style, size) <= width) {
            fits = middle;
        } else {
            tooLong = middle;
        }
    }
    return utf8Prefix(utf8, fits).size();
}

float PdfPage::textWidth(std::string_view utf8, FontStyle style, float size) {
    HPDF_Page_SetFontAndSize(handle(page_), static_cast<HPDF_Font>(document_->font(style)), size);
    float width = 0;
    for (const auto piece : utf8Pieces(utf8, textPieceBytes)) {
        width += HPDF_Page_TextWidth(handle(page_), std::string(piece).c_str());
    }
    document_->check("measuring text");
    return width;
}

namespace {

void usePen(HPDF_Page page, const Pen& pen) {
    HPDF_Page_SetLineWidth(page, pen.width);
    HPDF_Page_SetRGBStroke(page, pen.colour.red, pen.colour.green, pen.colour.blue);
    if (pen.dash > 0) {
        const auto length = static_cast<HPDF_UINT16>(pen.dash);
        const auto gap = static_cast<HPDF_UINT16>(pen.gap > 0 ? pen.gap : pen.dash);
        const HPDF_UINT16 pattern[] = {length, gap};
        HPDF_Page_SetDash(page, pattern, 2, 0);
    } else {
        HPDF_Page_SetDash(page, nullptr, 0, 0);
    }
}

}  // namespace

void PdfPage::line(float x1, float y1, float x2, float y2, const Pen& pen) {
    polyline({{x1, y1}, {x2, y2}}, pen);
}

void PdfPage::polyline(const std::vector<std::pair<float, float>>& points, const Pen& pen) {
    if (points.size() < 2) return;
    usePen(handle(page_), pen);
    HPDF_Page_MoveTo(handle(page_), points.front().first, height_ - points.front().second);
    for (std::size_t i = 1; i < points.size(); ++i) {
        HPDF_Page_LineTo(handle(page_), points[i].first, height_ - points[i].second);
    }
    HPDF_Page_Stroke(handle(page_));
    document_->check("drawing a line");
}

void PdfPage::strokeRectangle(float x, float y, float width, float height, const Pen& pen) {
    usePen(handle(page_), pen);
    HPDF_Page_Rectangle(handle(page_), x, height_ - y - height, width, height);
    HPDF_Page_Stroke(handle(page_));
    document_->check("drawing a rectangle");
}

void PdfPage::fillRectangle(float x, float y, float width, float height, Colour colour) {
    HPDF_Page_SetRGBFill(handle(page_), colour.red, colour.green, colour.blue);
    HPDF_Page_Rectangle(handle(page_), x, height_ - y - height, width, height);
    HPDF_Page_Fill(handle(page_));
    HPDF_Page_SetRGBFill(handle(page_), 0, 0, 0);
    document_->check("filling a rectangle");
}

void PdfPage::image(std::string_view bytes, bool jpeg, float x, float y, float width,
                    float height) {
    const auto* data = reinterpret_cast<const HPDF_BYTE*>(bytes.data());
    const auto size = static_cast<HPDF_UINT>(bytes.size());
    HPDF_Doc doc = document_->state_->doc;
    HPDF_Image loaded = jpeg ? HPDF_LoadJpegImageFromMem(doc, data, size)
                             : HPDF_LoadPngImageFromMem(doc, data, size);
    document_->check(jpeg ? "reading a JPEG image" : "reading a PNG image");
    if (loaded == nullptr) throw PdfError("PDF: the image could not be read");
    HPDF_Page_DrawImage(handle(page_), loaded, x, height_ - y - height, width, height);
    document_->check("drawing an image");
}

void PdfPage::circle(float x, float y, float radius, const Pen& pen) {
    usePen(handle(page_), pen);
    HPDF_Page_Circle(handle(page_), x, height_ - y, radius);
    HPDF_Page_Stroke(handle(page_));
    document_->check("drawing a circle");
}

void PdfPage::fillCircle(float x, float y, float radius, Colour colour) {
    HPDF_Page_SetRGBFill(handle(page_), colour.red, colour.green, colour.blue);
    HPDF_Page_Circle(handle(page_), x, height_ - y, radius);
    HPDF_Page_Fill(handle(page_));
    HPDF_Page_SetRGBFill(handle(page_), 0, 0, 0);
    document_->check("filling a circle");
}

void PdfPage::fillPolygon(const std::vector<std::pair<float, float>>& points, Colour colour) {
    if (points.size() < 3) return;
    HPDF_Page_SetRGBFill(handle(page_), colour.red, colour.green, colour.blue);
    HPDF_Page_MoveTo(handle(page_), points.front().first, height_ - points.front().second);
    for (std::size_t i = 1; i < points.size(); ++i) {
        HPDF_Page_LineTo(handle(page_), points[i].first, height_ - points[i].second);
    }
    HPDF_Page_ClosePath(handle(page_));
    HPDF_Page_Fill(handle(page_));
    HPDF_Page_SetRGBFill(handle(page_), 0, 0, 0);
    document_->check("filling a shape");
}

void PdfPage::hatchRectangle(float x, float y, float width, float height, float spacing,
                             const Pen& pen, bool rising) {
    if (width <= 0 || height <= 0 || spacing <= 0) return;
    HPDF_Page_GSave(handle(page_));
    HPDF_Page_Rectangle(handle(page_), x, height_ - y - height, width, height);
    HPDF_Page_Clip(handle(page_));
    HPDF_Page_EndPath(handle(page_));
    usePen(handle(page_), pen);
    // 45° lines every `spacing` along the bottom edge, from far enough left to cover the corner.
    const float bottom = height_ - y - height;
    for (float start = x - height; start < x + width; start += spacing) {
        const float from = rising ? start : start + height;
        const float to = rising ? start + height : start;
        HPDF_Page_MoveTo(handle(page_), from, bottom);
        HPDF_Page_LineTo(handle(page_), to, bottom + height);
    }
    HPDF_Page_Stroke(handle(page_));
    HPDF_Page_GRestore(handle(page_));
    document_->check("hatching a rectangle");
}

}  // namespace tachanka::reports
