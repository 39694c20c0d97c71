#pragma once
// The campaign's notes and photos (tables note and photo): read here, written through the
// Journal with the rows built here.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/story.hpp"

namespace tachanka::db {

// What a listing keeps; nothing set: every note (or photo), oldest first.
struct StoryFilter {
    std::optional<std::string> date{};  // "1919-10-15"
    std::optional<std::int64_t> battleId{};
    std::optional<std::int64_t> unitId{};
    std::optional<std::int64_t> officerId{};
};

std::vector<model::Note> loadNotes(SQLite::Database& database, const StoryFilter& filter = {});
Row noteRow(const model::Note& note);

// The photos without their images (a photo is up to megabytes): unit and officer filters
// keep none, since a photo is of a battle or a day.
std::vector<model::Photo> loadPhotos(SQLite::Database& database, const StoryFilter& filter = {});
// The image of photo `id` as stored (base64), or none when there is no such photo.
std::optional<std::string> photoData(SQLite::Database& database, std::int64_t id);
Row photoRow(const model::Photo& photo, const std::string& base64);

}  // namespace tachanka::db
