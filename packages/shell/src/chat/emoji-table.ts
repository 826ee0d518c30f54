// Twemoji's pictures (CC-BY 4.0), each fetched as its own file when first shown: the picker
// shows all of them, a message only the few it uses, and neither belongs in a script.

import e1f4a9 from '@twemoji/svg/1f4a9.svg?url&no-inline';
import e1f4aa from '@twemoji/svg/1f4aa.svg?url&no-inline';
import e1f44a from '@twemoji/svg/1f44a.svg?url&no-inline';
import e1f44b from '@twemoji/svg/1f44b.svg?url&no-inline';
import e1f44c from '@twemoji/svg/1f44c.svg?url&no-inline';
import e1f44d from '@twemoji/svg/1f44d.svg?url&no-inline';
import e1f44e from '@twemoji/svg/1f44e.svg?url&no-inline';
import e1f44f from '@twemoji/svg/1f44f.svg?url&no-inline';
import e1f47b from '@twemoji/svg/1f47b.svg?url&no-inline';
import e1f47d from '@twemoji/svg/1f47d.svg?url&no-inline';
import e1f60a from '@twemoji/svg/1f60a.svg?url&no-inline';
import e1f60b from '@twemoji/svg/1f60b.svg?url&no-inline';
import e1f60c from '@twemoji/svg/1f60c.svg?url&no-inline';
import e1f60d from '@twemoji/svg/1f60d.svg?url&no-inline';
import e1f60e from '@twemoji/svg/1f60e.svg?url&no-inline';
import e1f60f from '@twemoji/svg/1f60f.svg?url&no-inline';
import e1f61b from '@twemoji/svg/1f61b.svg?url&no-inline';
import e1f61c from '@twemoji/svg/1f61c.svg?url&no-inline';
import e1f61d from '@twemoji/svg/1f61d.svg?url&no-inline';
import e1f61e from '@twemoji/svg/1f61e.svg?url&no-inline';
import e1f61f from '@twemoji/svg/1f61f.svg?url&no-inline';
import e1f62a from '@twemoji/svg/1f62a.svg?url&no-inline';
import e1f62b from '@twemoji/svg/1f62b.svg?url&no-inline';
import e1f62c from '@twemoji/svg/1f62c.svg?url&no-inline';
import e1f62d from '@twemoji/svg/1f62d.svg?url&no-inline';
import e1f62e from '@twemoji/svg/1f62e.svg?url&no-inline';
import e1f64c from '@twemoji/svg/1f64c.svg?url&no-inline';
import e1f64f from '@twemoji/svg/1f64f.svg?url&no-inline';
import e1f91d from '@twemoji/svg/1f91d.svg?url&no-inline';
import e1f91e from '@twemoji/svg/1f91e.svg?url&no-inline';
import e1f92b from '@twemoji/svg/1f92b.svg?url&no-inline';
import e1f92c from '@twemoji/svg/1f92c.svg?url&no-inline';
import e1f92d from '@twemoji/svg/1f92d.svg?url&no-inline';
import e1f92e from '@twemoji/svg/1f92e.svg?url&no-inline';
import e1f92f from '@twemoji/svg/1f92f.svg?url&no-inline';
import e1f97a from '@twemoji/svg/1f97a.svg?url&no-inline';
import e1f339 from '@twemoji/svg/1f339.svg?url&no-inline';
import e1f381 from '@twemoji/svg/1f381.svg?url&no-inline';
import e1f382 from '@twemoji/svg/1f382.svg?url&no-inline';
import e1f446 from '@twemoji/svg/1f446.svg?url&no-inline';
import e1f447 from '@twemoji/svg/1f447.svg?url&no-inline';
import e1f448 from '@twemoji/svg/1f448.svg?url&no-inline';
import e1f449 from '@twemoji/svg/1f449.svg?url&no-inline';
import e1f450 from '@twemoji/svg/1f450.svg?url&no-inline';
import e1f480 from '@twemoji/svg/1f480.svg?url&no-inline';
import e1f494 from '@twemoji/svg/1f494.svg?url&no-inline';
import e1f600 from '@twemoji/svg/1f600.svg?url&no-inline';
import e1f601 from '@twemoji/svg/1f601.svg?url&no-inline';
import e1f602 from '@twemoji/svg/1f602.svg?url&no-inline';
import e1f603 from '@twemoji/svg/1f603.svg?url&no-inline';
import e1f604 from '@twemoji/svg/1f604.svg?url&no-inline';
import e1f607 from '@twemoji/svg/1f607.svg?url&no-inline';
import e1f608 from '@twemoji/svg/1f608.svg?url&no-inline';
import e1f609 from '@twemoji/svg/1f609.svg?url&no-inline';
import e1f610 from '@twemoji/svg/1f610.svg?url&no-inline';
import e1f611 from '@twemoji/svg/1f611.svg?url&no-inline';
import e1f613 from '@twemoji/svg/1f613.svg?url&no-inline';
import e1f614 from '@twemoji/svg/1f614.svg?url&no-inline';
import e1f615 from '@twemoji/svg/1f615.svg?url&no-inline';
import e1f616 from '@twemoji/svg/1f616.svg?url&no-inline';
import e1f617 from '@twemoji/svg/1f617.svg?url&no-inline';
import e1f618 from '@twemoji/svg/1f618.svg?url&no-inline';
import e1f620 from '@twemoji/svg/1f620.svg?url&no-inline';
import e1f621 from '@twemoji/svg/1f621.svg?url&no-inline';
import e1f622 from '@twemoji/svg/1f622.svg?url&no-inline';
import e1f623 from '@twemoji/svg/1f623.svg?url&no-inline';
import e1f624 from '@twemoji/svg/1f624.svg?url&no-inline';
import e1f625 from '@twemoji/svg/1f625.svg?url&no-inline';
import e1f626 from '@twemoji/svg/1f626.svg?url&no-inline';
import e1f627 from '@twemoji/svg/1f627.svg?url&no-inline';
import e1f628 from '@twemoji/svg/1f628.svg?url&no-inline';
import e1f629 from '@twemoji/svg/1f629.svg?url&no-inline';
import e1f630 from '@twemoji/svg/1f630.svg?url&no-inline';
import e1f631 from '@twemoji/svg/1f631.svg?url&no-inline';
import e1f632 from '@twemoji/svg/1f632.svg?url&no-inline';
import e1f633 from '@twemoji/svg/1f633.svg?url&no-inline';
import e1f634 from '@twemoji/svg/1f634.svg?url&no-inline';
import e1f635 from '@twemoji/svg/1f635.svg?url&no-inline';
import e1f636 from '@twemoji/svg/1f636.svg?url&no-inline';
import e1f637 from '@twemoji/svg/1f637.svg?url&no-inline';
import e1f641 from '@twemoji/svg/1f641.svg?url&no-inline';
import e1f642 from '@twemoji/svg/1f642.svg?url&no-inline';
import e1f644 from '@twemoji/svg/1f644.svg?url&no-inline';
import e1f645 from '@twemoji/svg/1f645.svg?url&no-inline';
import e1f646 from '@twemoji/svg/1f646.svg?url&no-inline';
import e1f647 from '@twemoji/svg/1f647.svg?url&no-inline';
import e1f910 from '@twemoji/svg/1f910.svg?url&no-inline';
import e1f911 from '@twemoji/svg/1f911.svg?url&no-inline';
import e1f912 from '@twemoji/svg/1f912.svg?url&no-inline';
import e1f913 from '@twemoji/svg/1f913.svg?url&no-inline';
import e1f914 from '@twemoji/svg/1f914.svg?url&no-inline';
import e1f915 from '@twemoji/svg/1f915.svg?url&no-inline';
import e1f916 from '@twemoji/svg/1f916.svg?url&no-inline';
import e1f917 from '@twemoji/svg/1f917.svg?url&no-inline';
import e1f918 from '@twemoji/svg/1f918.svg?url&no-inline';
import e1f919 from '@twemoji/svg/1f919.svg?url&no-inline';
import e1f920 from '@twemoji/svg/1f920.svg?url&no-inline';
import e1f921 from '@twemoji/svg/1f921.svg?url&no-inline';
import e1f922 from '@twemoji/svg/1f922.svg?url&no-inline';
import e1f923 from '@twemoji/svg/1f923.svg?url&no-inline';
import e1f924 from '@twemoji/svg/1f924.svg?url&no-inline';
import e1f925 from '@twemoji/svg/1f925.svg?url&no-inline';
import e1f926 from '@twemoji/svg/1f926.svg?url&no-inline';
import e1f927 from '@twemoji/svg/1f927.svg?url&no-inline';
import e1f928 from '@twemoji/svg/1f928.svg?url&no-inline';
import e1f937 from '@twemoji/svg/1f937.svg?url&no-inline';
import e1f940 from '@twemoji/svg/1f940.svg?url&no-inline';
import e1f970 from '@twemoji/svg/1f970.svg?url&no-inline';
import e1f971 from '@twemoji/svg/1f971.svg?url&no-inline';
import e1f973 from '@twemoji/svg/1f973.svg?url&no-inline';
import e1f974 from '@twemoji/svg/1f974.svg?url&no-inline';
import e1f975 from '@twemoji/svg/1f975.svg?url&no-inline';
import e1f976 from '@twemoji/svg/1f976.svg?url&no-inline';
import e1faf5 from '@twemoji/svg/1faf5.svg?url&no-inline';
import e1faf6 from '@twemoji/svg/1faf6.svg?url&no-inline';
import e270a from '@twemoji/svg/270a.svg?url&no-inline';
import e270b from '@twemoji/svg/270b.svg?url&no-inline';
import e270c from '@twemoji/svg/270c.svg?url&no-inline';
import e270d from '@twemoji/svg/270d.svg?url&no-inline';
import e2764 from '@twemoji/svg/2764.svg?url&no-inline';

export interface Emoji {
  /** What a message carries in square brackets, e.g. [微笑]; the same in every language. */
  code: string;
  src: string;
  /** The tooltip in English and in traditional Chinese; the code is the simplified Chinese one. */
  en: string;
  zhtw: string;
}

/** The chat's emoji table: 120 faces, gestures and a few tokens, in the picker's order. */
export const EMOJIS: readonly Emoji[] = [
  { code: '微笑', src: e1f642, en: 'Smile', zhtw: '微笑' },
  { code: '大笑', src: e1f600, en: 'Grin', zhtw: '大笑' },
  { code: '哈哈', src: e1f603, en: 'Big smile', zhtw: '哈哈' },
  { code: '开心', src: e1f604, en: 'Happy', zhtw: '開心' },
  { code: '嘿嘿', src: e1f601, en: 'Beam', zhtw: '嘿嘿' },
  { code: '笑哭', src: e1f602, en: 'Tears of joy', zhtw: '笑哭' },
  { code: '捧腹', src: e1f923, en: 'Rolling with laughter', zhtw: '捧腹' },
  { code: '眨眼', src: e1f609, en: 'Wink', zhtw: '眨眼' },
  { code: '害羞', src: e1f60a, en: 'Blush', zhtw: '害羞' },
  { code: '天使', src: e1f607, en: 'Angel', zhtw: '天使' },
  { code: '花痴', src: e1f60d, en: 'Heart eyes', zhtw: '花痴' },
  { code: '爱你', src: e1f970, en: 'Adore', zhtw: '愛你' },
  { code: '飞吻', src: e1f618, en: 'Blow a kiss', zhtw: '飛吻' },
  { code: '亲亲', src: e1f617, en: 'Kiss', zhtw: '親親' },
  { code: '调皮', src: e1f61c, en: 'Playful', zhtw: '調皮' },
  { code: '吐舌', src: e1f61b, en: 'Tongue out', zhtw: '吐舌' },
  { code: '鬼脸', src: e1f61d, en: 'Pull a face', zhtw: '鬼臉' },
  { code: '馋', src: e1f60b, en: 'Yum', zhtw: '饞' },
  { code: '财迷', src: e1f911, en: 'Money eyes', zhtw: '財迷' },
  { code: '拥抱', src: e1f917, en: 'Hug', zhtw: '擁抱' },
  { code: '偷笑', src: e1f92d, en: 'Giggle', zhtw: '偷笑' },
  { code: '嘘', src: e1f92b, en: 'Shush', zhtw: '噓' },
  { code: '思考', src: e1f914, en: 'Thinking', zhtw: '思考' },
  { code: '闭嘴', src: e1f910, en: 'Zip it', zhtw: '閉嘴' },
  { code: '挑眉', src: e1f928, en: 'Raised eyebrow', zhtw: '挑眉' },
  { code: '面无表情', src: e1f610, en: 'Blank face', zhtw: '面無表情' },
  { code: '无语', src: e1f611, en: 'Speechless', zhtw: '無語' },
  { code: '沉默', src: e1f636, en: 'Silent', zhtw: '沉默' },
  { code: '得意', src: e1f60f, en: 'Smirk', zhtw: '得意' },
  { code: '白眼', src: e1f644, en: 'Eye roll', zhtw: '白眼' },
  { code: '尴尬', src: e1f62c, en: 'Awkward', zhtw: '尷尬' },
  { code: '说谎', src: e1f925, en: 'Lying', zhtw: '說謊' },
  { code: '放松', src: e1f60c, en: 'Relieved', zhtw: '放鬆' },
  { code: '沉思', src: e1f614, en: 'Pensive', zhtw: '沉思' },
  { code: '困', src: e1f62a, en: 'Sleepy', zhtw: '睏' },
  { code: '流口水', src: e1f924, en: 'Drool', zhtw: '流口水' },
  { code: '睡觉', src: e1f634, en: 'Sleeping', zhtw: '睡覺' },
  { code: '口罩', src: e1f637, en: 'Face mask', zhtw: '口罩' },
  { code: '发烧', src: e1f912, en: 'Fever', zhtw: '發燒' },
  { code: '受伤', src: e1f915, en: 'Hurt', zhtw: '受傷' },
  { code: '恶心', src: e1f922, en: 'Nauseated', zhtw: '噁心' },
  { code: '呕吐', src: e1f92e, en: 'Vomit', zhtw: '嘔吐' },
  { code: '喷嚏', src: e1f927, en: 'Sneeze', zhtw: '噴嚏' },
  { code: '热', src: e1f975, en: 'Hot', zhtw: '熱' },
  { code: '冷', src: e1f976, en: 'Cold', zhtw: '冷' },
  { code: '晕', src: e1f974, en: 'Woozy', zhtw: '暈' },
  { code: '晕倒', src: e1f635, en: 'Dizzy', zhtw: '暈倒' },
  { code: '炸裂', src: e1f92f, en: 'Mind blown', zhtw: '炸裂' },
  { code: '牛仔', src: e1f920, en: 'Cowboy', zhtw: '牛仔' },
  { code: '庆祝', src: e1f973, en: 'Party', zhtw: '慶祝' },
  { code: '酷', src: e1f60e, en: 'Cool', zhtw: '酷' },
  { code: '书呆子', src: e1f913, en: 'Nerd', zhtw: '書呆子' },
  { code: '疑惑', src: e1f615, en: 'Confused', zhtw: '疑惑' },
  { code: '担心', src: e1f61f, en: 'Worried', zhtw: '擔心' },
  { code: '难过', src: e1f641, en: 'Sad', zhtw: '難過' },
  { code: '惊讶', src: e1f62e, en: 'Surprised', zhtw: '驚訝' },
  { code: '吃惊', src: e1f632, en: 'Astonished', zhtw: '吃驚' },
  { code: '脸红', src: e1f633, en: 'Flushed', zhtw: '臉紅' },
  { code: '可怜', src: e1f97a, en: 'Pleading', zhtw: '可憐' },
  { code: '委屈', src: e1f626, en: 'Aggrieved', zhtw: '委屈' },
  { code: '痛苦', src: e1f627, en: 'Anguished', zhtw: '痛苦' },
  { code: '害怕', src: e1f628, en: 'Afraid', zhtw: '害怕' },
  { code: '冷汗', src: e1f630, en: 'Cold sweat', zhtw: '冷汗' },
  { code: '失落', src: e1f625, en: 'Let down', zhtw: '失落' },
  { code: '流泪', src: e1f622, en: 'Tear', zhtw: '流淚' },
  { code: '大哭', src: e1f62d, en: 'Sobbing', zhtw: '大哭' },
  { code: '惊恐', src: e1f631, en: 'Scream', zhtw: '驚恐' },
  { code: '纠结', src: e1f616, en: 'Confounded', zhtw: '糾結' },
  { code: '坚持', src: e1f623, en: 'Persevere', zhtw: '堅持' },
  { code: '失望', src: e1f61e, en: 'Disappointed', zhtw: '失望' },
  { code: '汗', src: e1f613, en: 'Sweat', zhtw: '汗' },
  { code: '累', src: e1f629, en: 'Weary', zhtw: '累' },
  { code: '疲惫', src: e1f62b, en: 'Tired', zhtw: '疲憊' },
  { code: '哈欠', src: e1f971, en: 'Yawn', zhtw: '哈欠' },
  { code: '哼', src: e1f624, en: 'Huff', zhtw: '哼' },
  { code: '生气', src: e1f620, en: 'Angry', zhtw: '生氣' },
  { code: '发怒', src: e1f621, en: 'Furious', zhtw: '發怒' },
  { code: '咒骂', src: e1f92c, en: 'Cursing', zhtw: '咒罵' },
  { code: '坏笑', src: e1f608, en: 'Devilish grin', zhtw: '壞笑' },
  { code: '骷髅', src: e1f480, en: 'Skull', zhtw: '骷髏' },
  { code: '便便', src: e1f4a9, en: 'Poop', zhtw: '便便' },
  { code: '小丑', src: e1f921, en: 'Clown', zhtw: '小丑' },
  { code: '鬼', src: e1f47b, en: 'Ghost', zhtw: '鬼' },
  { code: '外星人', src: e1f47d, en: 'Alien', zhtw: '外星人' },
  { code: '机器人', src: e1f916, en: 'Robot', zhtw: '機器人' },
  { code: '捂脸', src: e1f926, en: 'Facepalm', zhtw: '摀臉' },
  { code: '耸肩', src: e1f937, en: 'Shrug', zhtw: '聳肩' },
  { code: '好的', src: e1f646, en: 'All right', zhtw: '好的' },
  { code: '不行', src: e1f645, en: 'No way', zhtw: '不行' },
  { code: '鞠躬', src: e1f647, en: 'Bow', zhtw: '鞠躬' },
  { code: '强', src: e1f44d, en: 'Thumbs up', zhtw: '強' },
  { code: '弱', src: e1f44e, en: 'Thumbs down', zhtw: '弱' },
  { code: '鼓掌', src: e1f44f, en: 'Applause', zhtw: '鼓掌' },
  { code: '握手', src: e1f91d, en: 'Handshake', zhtw: '握手' },
  { code: '拜托', src: e1f64f, en: 'Please', zhtw: '拜託' },
  { code: 'OK', src: e1f44c, en: 'OK', zhtw: 'OK' },
  { code: '胜利', src: e270c, en: 'Victory', zhtw: '勝利' },
  { code: '加油', src: e1f4aa, en: 'Keep it up', zhtw: '加油' },
  { code: '拳头', src: e1f44a, en: 'Fist bump', zhtw: '拳頭' },
  { code: '奋斗', src: e270a, en: 'Raised fist', zhtw: '奮鬥' },
  { code: '再见', src: e1f44b, en: 'Bye', zhtw: '再見' },
  { code: '举手', src: e270b, en: 'Raised hand', zhtw: '舉手' },
  { code: '摇滚', src: e1f918, en: 'Rock on', zhtw: '搖滾' },
  { code: '比心', src: e1faf6, en: 'Heart hands', zhtw: '比心' },
  { code: '打电话', src: e1f919, en: 'Call me', zhtw: '打電話' },
  { code: '左边', src: e1f448, en: 'Left', zhtw: '左邊' },
  { code: '右边', src: e1f449, en: 'Right', zhtw: '右邊' },
  { code: '上面', src: e1f446, en: 'Up', zhtw: '上面' },
  { code: '下面', src: e1f447, en: 'Down', zhtw: '下面' },
  { code: '就是你', src: e1faf5, en: 'You', zhtw: '就是你' },
  { code: '好运', src: e1f91e, en: 'Fingers crossed', zhtw: '好運' },
  { code: '欢呼', src: e1f64c, en: 'Hooray', zhtw: '歡呼' },
  { code: '张开双手', src: e1f450, en: 'Open hands', zhtw: '張開雙手' },
  { code: '写字', src: e270d, en: 'Writing', zhtw: '寫字' },
  { code: '爱心', src: e2764, en: 'Heart', zhtw: '愛心' },
  { code: '心碎', src: e1f494, en: 'Broken heart', zhtw: '心碎' },
  { code: '玫瑰', src: e1f339, en: 'Rose', zhtw: '玫瑰' },
  { code: '凋谢', src: e1f940, en: 'Wilted flower', zhtw: '凋謝' },
  { code: '礼物', src: e1f381, en: 'Gift', zhtw: '禮物' },
  { code: '蛋糕', src: e1f382, en: 'Cake', zhtw: '蛋糕' },
];
