#pragma once
// The players' notes and photos of a campaign (issue 51): each written as one action, on the
// ledger and undoable like any other, and listed by what they are about.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/story.hpp"

namespace tachanka::core {

// What a note or photo is about, as the user names it: one of a day, a battle, a unit (by its
// code, `side` settling a code both sides use) or an officer; nothing named in a listing: all.
struct StorySubject {
    std::optional<std::string> day{};  // "1919-10-15"
    std::optional<std::int64_t> battle{};
    std::optional<std::string> unit{};
    std::optional<std::string> side{};
    std::optional<std::int64_t> officer{};
};

struct NoteView {
    model::Note note;
    std::string about;  // "battle 3 · 15 October 1919 · hex 1005", "unit 1/1K", ...
};

// Refuses an empty text, a control character other than a line break or a tab, a text longer
// than a page (64 kB), a day outside the campaign's days so far and a battle, unit or officer
// the campaign has not got. A note on a battle tells of its day; on a unit or an officer, of
// the day it was written.
NoteView writeNote(const std::filesystem::path& file, const StorySubject& subject,
                   const std::string& text);
std::vector<NoteView> listNotes(const std::filesystem::path& file, const StorySubject& subject);

struct PhotoView {
    model::Photo photo;
    std::string about;
};

// A photo of the table: a PNG or a JPEG of at most 16 MB (read from its bytes, whatever its
// name), of a battle or a day.
PhotoView attachPhoto(const std::filesystem::path& file, const StorySubject& subject,
                      const std::filesystem::path& image, const std::string& caption);
std::vector<PhotoView> listPhotos(const std::filesystem::path& file, const StorySubject& subject);
// Writes the image of photo `id`, as it was attached, to `output`: whole or not at all, and
// never over the campaign (core::OutputFile).
void extractPhoto(const std::filesystem::path& file, std::int64_t id,
                  const std::filesystem::path& output);

}  // namespace tachanka::core
