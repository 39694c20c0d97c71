#pragma once
// The campaign's story as its players tell it (issue 51): notes on a day, a battle, a unit or an
// officer, and photos of the table attached to a battle or a day.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "model/game_date.hpp"
#include "model/named_enum.hpp"

namespace tachanka::model {

enum class NoteSubject { Day, Battle, Unit, Officer };

inline constexpr std::array<EnumName<NoteSubject>, 4> noteSubjectNames{{
    {NoteSubject::Day, "day"},
    {NoteSubject::Battle, "battle"},
    {NoteSubject::Unit, "unit"},
    {NoteSubject::Officer, "officer"},
}};

struct Note {
    std::int64_t id = 0;
    GameDate date;  // the day it tells of; for a unit or an officer, the day it was written
    NoteSubject subject = NoteSubject::Day;
    // The one its subject names; none for a day's note.
    std::optional<std::int64_t> battleId;
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> officerId;
    std::string text;  // plain text, line breaks and tabs kept
};

// A photo without its image: what lists and prints name it by.
struct Photo {
    std::int64_t id = 0;
    GameDate date;
    std::optional<std::int64_t> battleId;  // none: a photo of the day
    std::string mediaType;                 // "image/png" or "image/jpeg"
    int width = 0;
    int height = 0;
    std::string caption;
};

}  // namespace tachanka::model
