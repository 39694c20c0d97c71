#pragma once
// The one way Tachanka reads its XML data (templates, overrides, imports). Every error names
// the file, line and column and what was wrong there; elements and attributes a reader does
// not expect are errors too, so a typo in a house-rules file is never silently ignored.

#include <array>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <pugixml.hpp>

#include "model/named_enum.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::xml {

// "file:line:column: what", ready to show the user as it is.
class XmlError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Element;

// A parser for requiredAs/optionalAs that accepts the names of an enumeration's table.
template <typename Enum, std::size_t N>
auto nameParser(const std::array<model::EnumName<Enum>, N>& names, std::string_view what) {
    return [&names, what](const std::string& text) {
        if (auto value = model::valueNamed(names, text)) return *value;
        throw std::invalid_argument(model::quoted(text) + " is not " + std::string(what) + " (" +
                                    model::joinedNames(names) + ")");
    };
}

// Far beyond any data file Tachanka ships or a player writes by hand, and small enough that
// the readers, which recurse into nested elements, and the whole file in memory stay safe.
inline constexpr int maxElementDepth = 64;
inline constexpr std::size_t maxDocumentBytes = 64 * 1024 * 1024;

class Document {
public:
    // Both refuse a document over `maxBytes` or nested deeper than maxElementDepth; load
    // reads no more than that of any file, and refuses a device or a folder at once.
    static Document load(const std::filesystem::path& file,
                         std::size_t maxBytes = maxDocumentBytes);
    static Document parse(std::string text, std::string sourceName,
                          std::size_t maxBytes = maxDocumentBytes);

    // The root element, which must carry this name.
    Element root(std::string_view expectedName) const;

private:
    struct Source;
    explicit Document(std::shared_ptr<const Source> source) : source_(std::move(source)) {}
    std::shared_ptr<const Source> source_;
    friend class Element;
};

class Element {
public:
    std::string_view name() const;
    std::string location() const;  // "file:line:column"
    [[noreturn]] void fail(const std::string& what) const;

    // Rejects any attribute or child element not listed, and any text unless allowed.
    void allowOnly(std::initializer_list<std::string_view> attributes,
                   std::initializer_list<std::string_view> children = {},
                   bool textAllowed = false) const;

    std::string required(std::string_view attribute) const;
    std::optional<std::string> optional(std::string_view attribute) const;
    int requiredInt(std::string_view attribute, int min, int max) const;
    std::optional<int> optionalInt(std::string_view attribute, int min, int max) const;
    bool optionalBool(std::string_view attribute, bool fallback) const;

    // Reads an attribute through a parser that throws std::invalid_argument on bad text;
    // the parser's message is reported at this element's location.
    template <typename Parse>
    auto requiredAs(std::string_view attribute, Parse&& parse) const {
        const std::string text = required(attribute);
        try {
            return parse(text);
        } catch (const std::invalid_argument& error) {
            fail("attribute '" + std::string(attribute) + "': " + error.what());
        }
    }
    template <typename Parse>
    auto optionalAs(std::string_view attribute, Parse&& parse) const
        -> std::optional<decltype(parse(std::string{}))> {
        if (!optional(attribute)) return std::nullopt;
        return requiredAs(attribute, std::forward<Parse>(parse));
    }

    // An attribute holding one name from an enumeration's table (model/named_enum.hpp);
    // any other text is refused, listing the names it could have been. `what` reads "an arm".
    template <typename Enum, std::size_t N>
    Enum requiredNamed(std::string_view attribute,
                       const std::array<model::EnumName<Enum>, N>& names,
                       std::string_view what) const {
        return requiredAs(attribute, nameParser(names, what));
    }
    template <typename Enum, std::size_t N>
    std::optional<Enum> optionalNamed(std::string_view attribute,
                                      const std::array<model::EnumName<Enum>, N>& names,
                                      std::string_view what) const {
        return optionalAs(attribute, nameParser(names, what));
    }

    std::vector<Element> children(std::string_view childName) const;
    // For readers whose attribute and element names come from data (a campaign's schema)
    // rather than a fixed list: every attribute in document order, every child element.
    std::vector<std::pair<std::string, std::string>> attributes() const;
    std::vector<Element> elements() const;
    Element requiredChild(std::string_view childName) const;
    std::optional<Element> optionalChild(std::string_view childName) const;
    std::string text() const;  // the element's text, whitespace runs made single spaces

private:
    Element(std::shared_ptr<const Document::Source> source, pugi::xml_node node)
        : source_(std::move(source)), node_(node) {}
    std::shared_ptr<const Document::Source> source_;
    pugi::xml_node node_;
    friend class Document;
};

}  // namespace tachanka::xml
