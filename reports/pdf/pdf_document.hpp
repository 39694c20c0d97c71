#pragma once
// A small RAII layer over libharu. libharu reports errors through a C callback from deep
// inside its own code; the callback only records the error, and each wrapper call checks
// and throws PdfError from C++ so no exception ever crosses the C library.

#include <filesystem>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reports/pdf/fonts.hpp"

namespace tachanka::reports {

class PdfError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The PDF was made but could not be written; `error` is the errno, for the caller to word
// with the name the user gave (the file written is a staging file).
class PdfWriteError : public PdfError {
public:
    PdfWriteError(const std::string& what, int errorNumber) : PdfError(what), error(errorNumber) {}
    int error;
};

// A3 is for the one-page situation map; every document prints on it, as on the others.
enum class Paper { A4, Letter, A3 };
// A document is set one way (a wide table, a QRS, turns every page on its side), unless a part
// of it asks for its own pages (a battle pack's portrait cards followed by a landscape QRS).
enum class Orientation { Portrait, Landscape };
enum class FontStyle { Regular, Bold };

// Colours are RGB in 0..1. Documents are printed on office laser printers as often as in
// colour, so every use of colour also differs in shade or pattern.
struct Colour {
    float red = 0;
    float green = 0;
    float blue = 0;
    static constexpr Colour gray(float level) { return Colour{level, level, level}; }
    bool operator==(const Colour&) const = default;
};
inline constexpr Colour black{};
inline constexpr Colour white{1, 1, 1};

// How a line is drawn: a dash pattern of zero means solid.
struct Pen {
    float width = 0.5f;
    Colour colour = black;
    unsigned dash = 0;  // on and off lengths in whole points (libharu's dash unit)
    unsigned gap = 0;   // the off length when it differs from `dash` (dotted lines: 1 on, 2 off)
};

class PdfDocument;
namespace detail {
struct PdfState;
}

// A page, measured in points from its top-left corner (y grows downwards).
class PdfPage {
public:
    float width() const { return width_; }
    float height() const { return height_; }

    // y is the text's baseline. What would run past the page's right edge is left out and
    // the text ends there in "…": text of any length prints (a line that long was meant to
    // be cut or wrapped where it is laid out; this is the backstop).
    void text(float x, float y, std::string_view utf8, FontStyle style, float size,
              Colour colour = black);
    // Of text of any length.
    float textWidth(std::string_view utf8, FontStyle style, float size);
    // `utf8` when it fits in `width`; else as much of its start as fits with "…" after it
    // (nothing when not even "…" fits).
    std::string cutToWidth(std::string_view utf8, FontStyle style, float size, float width);
    // How many bytes of the start of `utf8` fit in `width`, never ending inside a character
    // (0 when not even the first character does).
    std::size_t fittingBytes(std::string_view utf8, FontStyle style, float size, float width);
    void line(float x1, float y1, float x2, float y2, const Pen& pen);
    // A line through the points in order (a chart's series).
    void polyline(const std::vector<std::pair<float, float>>& points, const Pen& pen);
    void strokeRectangle(float x, float y, float width, float height, const Pen& pen);
    void fillRectangle(float x, float y, float width, float height, Colour colour);
    void circle(float x, float y, float radius, const Pen& pen);
    void fillCircle(float x, float y, float radius, Colour colour);
    // A closed shape through the points (a chart's triangle or diamond marker).
    void fillPolygon(const std::vector<std::pair<float, float>>& points, Colour colour);
    // Parallel lines across the rectangle, clipped to it: a fill that still reads in grey.
    // `rising` lines go up to the right, the others down.
    void hatchRectangle(float x, float y, float width, float height, float spacing,
                        const Pen& pen, bool rising = true);
    // A PNG or JPEG image (its bytes; `jpeg` says which) stretched over the box: a photo of
    // the table. An image libharu cannot read is a PdfError, and the page goes on without it.
    void image(std::string_view bytes, bool jpeg, float x, float y, float width, float height);

private:
    friend class PdfDocument;
    PdfPage(PdfDocument& document, void* page, float width, float height)
        : document_(&document), page_(page), width_(width), height_(height) {}
    PdfDocument* document_;
    void* page_;
    float width_;
    float height_;
};

class PdfDocument {
public:
    // A title longer than a reader shows (a campaign's name gone wild) is cut in "…".
    PdfDocument(const FontSet& fonts, std::string_view title,
                Orientation orientation = Orientation::Portrait);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    // A page of the document's orientation, or of the one given.
    PdfPage addPage(Paper paper, std::optional<Orientation> orientation = std::nullopt);
    // Writes the whole document to `file`, every write checked. The file is a staging file
    // of core's OutputFile, which renames it into place once it is whole.
    void save(const std::filesystem::path& file);

private:
    friend class PdfPage;
    void check(const char* operation);
    void* font(FontStyle style) const;
    std::unique_ptr<detail::PdfState> state_;
};

}  // namespace tachanka::reports
