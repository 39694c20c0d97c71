#include "rules/xml/xml_document.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <fstream>

#include "model/quoted_text.hpp"

namespace tachanka::xml {

struct Document::Source {
    std::string name;
    std::string text;
    std::vector<std::size_t> lineStarts;
    pugi::xml_document tree;

    std::string locate(std::ptrdiff_t offset) const {
        const auto at = static_cast<std::size_t>(std::max<std::ptrdiff_t>(offset, 0));
        const auto line = std::upper_bound(lineStarts.begin(), lineStarts.end(), at) - 1;
        std::size_t column = 1;
        for (std::size_t i = *line; i < at && i < text.size(); ++i) {
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;  // UTF-8 lead
        }
        return name + ":" + std::to_string(line - lineStarts.begin() + 1) + ":" +
               std::to_string(column);
    }
};

namespace {

// Room for a location, a reason, a quoted value and a list of the names it could have been.
constexpr std::size_t maxMessageCharacters = 1000;

std::string trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

bool listed(std::initializer_list<std::string_view> names, std::string_view name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::string tooLarge(const std::string& name, std::string_view size, std::size_t maxBytes) {
    return name + ": is " + std::string(size) + " long; an XML file Tachanka reads here holds " +
           "at most " + std::to_string(maxBytes) + " bytes";
}

std::string tooLarge(const std::string& name, std::uintmax_t bytes, std::size_t maxBytes) {
    return tooLarge(name, std::to_string(bytes) + " bytes", maxBytes);
}

// The first element nested deeper than maxElementDepth. pugixml walks the tree without
// recursion (as it parses), so no nesting, however deep, reaches the readers, which recurse.
class DepthCheck : public pugi::xml_tree_walker {
public:
    pugi::xml_node tooDeep;

    bool for_each(pugi::xml_node& node) override {
        // depth() counts from 0 for the root element.
        if (node.type() == pugi::node_element && depth() >= maxElementDepth) tooDeep = node;
        return !tooDeep;
    }
};

}  // namespace

Document Document::load(const std::filesystem::path& file, std::size_t maxBytes) {
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (!error && std::filesystem::is_directory(status)) {
        throw XmlError(file.string() + ": is a folder, not an XML file");
    }
    if (!error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
        throw XmlError(file.string() + ": is a device or a pipe, not an XML file");
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) throw XmlError(file.string() + ": cannot be read");
    const auto bytes = std::filesystem::file_size(file, error);
    if (!error && bytes > maxBytes) throw XmlError(tooLarge(file.string(), bytes, maxBytes));
    // Read in pieces, never past the limit, so a file that grows as it is read is refused too.
    std::string content;
    std::array<char, 65536> piece{};
    while (in.read(piece.data(), piece.size()) || in.gcount() > 0) {
        content.append(piece.data(), static_cast<std::size_t>(in.gcount()));
        if (content.size() > maxBytes) {
            throw XmlError(tooLarge(file.string(),
                                    "more than " + std::to_string(maxBytes) + " bytes", maxBytes));
        }
    }
    if (in.bad()) throw XmlError(file.string() + ": cannot be read to its end");
    return parse(std::move(content), file.string(), maxBytes);
}

Document Document::parse(std::string text, std::string sourceName, std::size_t maxBytes) {
    if (text.size() > maxBytes) throw XmlError(tooLarge(sourceName, text.size(), maxBytes));
    auto source = std::make_shared<Source>();
    source->name = std::move(sourceName);
    source->text = std::move(text);
    source->lineStarts.push_back(0);
    for (std::size_t i = 0; i < source->text.size(); ++i) {
        if (source->text[i] == '\n') source->lineStarts.push_back(i + 1);
    }
    const auto result = source->tree.load_buffer(source->text.data(), source->text.size(),
                                                 pugi::parse_default, pugi::encoding_utf8);
    if (!result) {
        throw XmlError(source->locate(result.offset) + ": " + result.description());
    }
    DepthCheck depth;
    source->tree.traverse(depth);
    if (depth.tooDeep) {
        Element(source, depth.tooDeep)
            .fail("elements are nested more than " + std::to_string(maxElementDepth) +
                  " deep here");
    }
    return Document(std::move(source));
}

Element Document::root(std::string_view expectedName) const {
    const pugi::xml_node node = source_->tree.document_element();
    if (!node) throw XmlError(source_->name + ": no root element");
    Element root(source_, node);
    if (root.name() != expectedName) {
        root.fail("expected the root element <" + std::string(expectedName) + ">");
    }
    return root;
}

std::string_view Element::name() const { return node_.name(); }

std::string Element::location() const { return source_->locate(node_.offset_debug()); }

void Element::fail(const std::string& what) const {
    // The last guard for a message that repeats file text without quoting it: one line of
    // reasonable length, and nothing a terminal would obey.
    throw XmlError(location() + ": <" + model::printable(name(), model::maxQuotedCharacters) + ">: " +
                   model::printable(what, maxMessageCharacters));
}

void Element::allowOnly(std::initializer_list<std::string_view> attributes,
                        std::initializer_list<std::string_view> children,
                        bool textAllowed) const {
    std::vector<std::string_view> seen;
    for (const auto& attribute : node_.attributes()) {
        const std::string_view attributeName = attribute.name();
        if (!listed(attributes, attributeName)) {
            fail("unknown attribute " + model::quoted(attributeName));
        }
        // XML forbids a repeated attribute; pugixml keeps both, and only one would be read.
        if (std::find(seen.begin(), seen.end(), attributeName) != seen.end()) {
            fail("attribute " + model::quoted(attributeName) + " is given twice");
        }
        seen.push_back(attributeName);
    }
    for (const auto& child : node_.children()) {
        const Element element(source_, child);
        if (child.type() == pugi::node_element && !listed(children, child.name())) {
            element.fail("unknown element here (inside <" + std::string(name()) + ">)");
        }
        const bool isText = child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata;
        if (isText && !textAllowed && !trimmed(child.value()).empty()) {
            fail("unexpected text " + model::quoted(trimmed(child.value())));
        }
    }
}

std::optional<std::string> Element::optional(std::string_view attribute) const {
    const pugi::xml_attribute found = node_.attribute(std::string(attribute).c_str());
    if (!found) return std::nullopt;
    return std::string(found.value());
}

std::string Element::required(std::string_view attribute) const {
    auto value = optional(attribute);
    if (!value) fail("missing attribute '" + std::string(attribute) + "'");
    if (trimmed(*value).empty()) fail("attribute '" + std::string(attribute) + "' is empty");
    return *value;
}

std::optional<int> Element::optionalInt(std::string_view attribute, int min, int max) const {
    const auto text = optional(attribute);
    if (!text) return std::nullopt;
    int value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc{} || end != text->data() + text->size() || value < min ||
        value > max) {
        fail("attribute '" + std::string(attribute) + "' is " + model::quoted(*text) +
             ", expected a whole number from " + std::to_string(min) + " to " +
             std::to_string(max));
    }
    return value;
}

int Element::requiredInt(std::string_view attribute, int min, int max) const {
    required(attribute);
    return *optionalInt(attribute, min, max);
}

bool Element::optionalBool(std::string_view attribute, bool fallback) const {
    const auto text = optional(attribute);
    if (!text) return fallback;
    if (*text == "true") return true;
    if (*text == "false") return false;
    fail("attribute '" + std::string(attribute) + "' is " + model::quoted(*text) +
         ", expected true or false");
}

std::vector<Element> Element::children(std::string_view childName) const {
    std::vector<Element> found;
    for (const auto& child : node_.children()) {
        if (child.type() == pugi::node_element && childName == child.name()) {
            found.push_back(Element(source_, child));
        }
    }
    return found;
}

std::optional<Element> Element::optionalChild(std::string_view childName) const {
    auto found = children(childName);
    if (found.empty()) return std::nullopt;
    if (found.size() > 1) found[1].fail("only one <" + std::string(childName) + "> is allowed");
    return found.front();
}

Element Element::requiredChild(std::string_view childName) const {
    auto found = optionalChild(childName);
    if (!found) fail("missing element <" + std::string(childName) + ">");
    return *found;
}

std::string Element::text() const {
    // Data files wrap long texts over several indented lines; they read as one paragraph.
    std::string paragraph;
    bool pendingSpace = false;
    for (const char c : trimmed(node_.text().get())) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            pendingSpace = true;
            continue;
        }
        if (pendingSpace) paragraph += ' ';
        pendingSpace = false;
        paragraph += c;
    }
    return paragraph;
}

std::vector<std::pair<std::string, std::string>> Element::attributes() const {
    std::vector<std::pair<std::string, std::string>> all;
    for (const auto& attribute : node_.attributes()) {
        all.emplace_back(attribute.name(), attribute.value());
    }
    return all;
}

std::vector<Element> Element::elements() const {
    std::vector<Element> all;
    for (const auto& child : node_.children()) {
        if (child.type() == pugi::node_element) all.push_back(Element(source_, child));
    }
    return all;
}

}  // namespace tachanka::xml
